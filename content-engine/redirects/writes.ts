import type { Knex } from 'knex';
import { conflictOnUnique } from '../core/unique-conflict.ts';
import { redirectCandidates, splitUrl } from './redirect-path.ts';
import { toRedirect, type Redirect } from './redirect.ts';

const chunkSize = 200;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / chunkSize) }, (_, i) => list.slice(i * chunkSize, (i + 1) * chunkSize));

/** Every stored spelling of a normalised source ("/a?x=1" is matched exactly, query included). */
const fromSpellings = (from: string) => {
  const { path, query } = splitUrl(from);
  return query ? [from.toLowerCase()] : redirectCandidates(path);
};

export async function findRedirectById(db: Knex, tenantKey: string, id: number): Promise<Redirect | null> {
  const row: unknown = await db('redirects').where({ tenant_key: tenantKey, id }).first('id', 'from', 'to', 'code');
  return row ? toRedirect(row) : null;
}

/** The tenant's redirect stored for this source in any spelling of slashes and case. */
export async function findRedirectFrom(
  db: Knex,
  tenantKey: string,
  from: string,
  exceptId?: number,
): Promise<Redirect | null> {
  const spellings = fromSpellings(from);
  const query = db('redirects')
    .where({ tenant_key: tenantKey })
    .whereRaw(`lower(??) in (${spellings.map(() => '?').join(', ')})`, ['from', ...spellings]);
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  const row: unknown = await query.first('id', 'from', 'to', 'code');
  return row ? toRedirect(row) : null;
}

/** What a concurrent write may take between assertRedirectAllowed and the insert or update. */
const sourceTaken = (from: string) => `The redirect source ${from}`;

export async function insertRedirectRow(
  db: Knex,
  { tenantKey, from, to, code, now }: { tenantKey: string; from: string; to: string; code: number; now: number },
): Promise<number> {
  const [inserted] = await conflictOnUnique(
    () => db('redirects').insert({ tenant_key: tenantKey, from, to, code, created: now, updated: now }).returning('id'),
    sourceTaken(from),
  );
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

export async function updateRedirectRow(
  db: Knex,
  {
    tenantKey,
    id,
    from,
    to,
    code,
    now,
  }: { tenantKey: string; id: number; from: string; to: string; code: number; now: number },
) {
  await conflictOnUnique(
    () => db('redirects').where({ tenant_key: tenantKey, id }).update({ from, to, code, updated: now }),
    sourceTaken(from),
  );
}

export async function deleteRedirectRow(db: Knex, tenantKey: string, id: number) {
  await db('redirects').where({ tenant_key: tenantKey, id }).delete();
}

/**
 * Records paths that moved (normalised, lower-case): each old path redirects (301) to its new
 * one, redirects that pointed at an old path follow it, and redirects from a path that is live
 * again are dropped so a rename back and forth never loops.
 */
export async function recordPathMoves(
  db: Knex,
  { tenantKey, moves: all, now }: { tenantKey: string; moves: { from: string; to: string }[]; now: number },
) {
  const moves = [...new Map(all.map((m) => [m.from, m])).values()];
  for (const part of chunks(moves.flatMap((m) => fromSpellings(m.to)))) {
    await db('redirects')
      .where({ tenant_key: tenantKey })
      .whereRaw(`lower(??) in (${part.map(() => '?').join(', ')})`, ['from', ...part])
      .delete();
  }
  for (const part of chunks(moves)) {
    await db('redirects')
      .where({ tenant_key: tenantKey })
      .whereIn(
        'to',
        part.map((m) => m.from),
      )
      .update({
        to: db.raw(`case ?? ${part.map(() => 'when ? then ?').join(' ')} end`, [
          'to',
          ...part.flatMap((m) => [m.from, m.to]),
        ]),
        updated: now,
      });
  }
  for (const part of chunks(moves)) {
    await db('redirects')
      .insert(
        part.map((m) => ({ tenant_key: tenantKey, from: m.from, to: m.to, code: 301, created: now, updated: now })),
      )
      .onConflict(['tenant_key', 'from'])
      .merge(['to', 'code', 'updated']);
  }
}

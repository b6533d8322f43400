import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';
import { conflictOnUnique } from '../core/unique-conflict.ts';

/** A path that stops existing and where it went. */
export interface PathMove {
  from: string;
  to: string;
}

const chunkSize = 200;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / chunkSize) }, (_, i) => list.slice(i * chunkSize, (i + 1) * chunkSize));

/** The deepest of `sectionPaths` that `path` lies under ("/news/a/b" lies under "/news/a"). */
const deepestSectionOf = (path: string, sectionPaths: readonly string[]) =>
  sectionPaths.filter((p) => p !== '/' && path.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];

/**
 * Rewrites the canonical paths of the tenant's content under moved section paths. An item
 * follows the deepest section path its own path lies under, and moves only if that section
 * moved. `sectionPaths` are every section path before the change. Returns the moved items.
 */
export async function moveContentPaths(
  db: Knex,
  { tenantKey, moves, sectionPaths }: { tenantKey: string; moves: PathMove[]; sectionPaths: readonly string[] },
): Promise<(PathMove & { id: number })[]> {
  const movedSections = new Map(moves.filter((m) => m.from !== '/').map((m) => [m.from, m.to]));
  if (movedSections.size === 0) return [];
  const rows: { id: number; canonical_path: string }[] = await db('content')
    .where({ tenant_key: tenantKey })
    .where((q) => {
      for (const from of movedSections.keys())
        q.orWhereRaw('substr(??, 1, ?) = ?', ['canonical_path', from.length + 1, `${from}/`]);
    })
    .select('id', 'canonical_path');
  const moved = rows.flatMap(({ id, canonical_path: path }) => {
    const section = deepestSectionOf(path, sectionPaths);
    const to = section === undefined ? undefined : movedSections.get(section);
    return section !== undefined && to !== undefined
      ? [{ id: Number(id), from: path, to: `${to === '/' ? '' : to}${path.slice(section.length)}` }]
      : [];
  });
  if (moved.length === 0) return [];

  const movingIds = new Set(moved.map((m) => m.id));
  for (const part of chunks(moved)) {
    const holders: { id: number; canonical_path: string }[] = await db('content')
      .where({ tenant_key: tenantKey })
      .whereIn(
        'canonical_path',
        part.map((m) => m.to),
      )
      .select('id', 'canonical_path');
    const taken = holders.find((h) => !movingIds.has(Number(h.id)));
    if (taken)
      throw new EngineError('CONFLICT', `The path "${taken.canonical_path}" is already used by content ${taken.id}.`);
  }
  // A content write may claim one of the new paths after the check above.
  const taken = `A content path under ${[...new Set(movedSections.values())].map((to) => `"${to}"`).join(', ')}`;
  await conflictOnUnique(async () => {
    for (const part of chunks(moved)) {
      const cases = part.map(() => 'when ? then ?').join(' ');
      await db('content')
        .where({ tenant_key: tenantKey })
        .whereIn(
          'id',
          part.map((m) => m.id),
        )
        .update({ canonical_path: db.raw(`case ?? ${cases} end`, ['id', ...part.flatMap((m) => [m.id, m.to])]) });
    }
  }, taken);
  return moved;
}

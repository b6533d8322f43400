import type { Knex } from 'knex';
import { EngineError } from '../../core/errors.ts';
import { aliasCandidate, contentCanonicalPath } from './alias-path.ts';

/** An item's alias and the canonical path it gives. */
export interface ClaimedPath {
  alias: string;
  canonicalPath: string;
}

const batchSize = 25;
const maxCandidates = 1_000;

/**
 * The first of `base`, `base-2`, `base-3`… that no other item of the tenant uses as its alias,
 * whose path under `sectionAlias` is no other item's path and no section's path.
 */
export async function claimAlias(
  db: Knex,
  {
    tenantKey,
    base,
    sectionAlias,
    selfId,
  }: { tenantKey: string; base: string; sectionAlias: string | null; selfId: number | null },
): Promise<ClaimedPath> {
  for (let first = 1; first <= maxCandidates; first += batchSize) {
    const candidates = Array.from({ length: batchSize }, (_, i) => {
      const alias = aliasCandidate(base, first + i);
      return { alias, canonicalPath: contentCanonicalPath(sectionAlias, alias) };
    });
    const taken = await takenNames(db, tenantKey, candidates, selfId);
    const free = candidates.find((c) => !taken.has(c.alias) && !taken.has(c.canonicalPath));
    if (free) return free;
  }
  throw new EngineError(
    'CONFLICT',
    `Every alias from "${base}" to "${base}-${maxCandidates}" is taken; choose another alias.`,
  );
}

async function takenNames(
  db: Knex,
  tenantKey: string,
  candidates: ClaimedPath[],
  selfId: number | null,
): Promise<Set<string>> {
  const aliases = candidates.map((c) => c.alias);
  const paths = candidates.map((c) => c.canonicalPath);
  const others = db('content').where({ tenant_key: tenantKey });
  if (selfId !== null) others.whereNot({ id: selfId });
  const [items, sections] = await Promise.all([
    others
      .where((q) => q.whereIn('alias', aliases).orWhereIn('canonical_path', paths))
      .select('alias', 'canonical_path'),
    db('website_sections')
      .where({ tenant_key: tenantKey })
      .whereRaw(`lower(??) in (${paths.map(() => '?').join(', ')})`, ['alias', ...paths.map((p) => p.slice(1))])
      .select('alias'),
  ]);
  return new Set([
    ...items.flatMap((row: { alias: string; canonical_path: string }) => [row.alias, row.canonical_path]),
    ...sections.map((row: { alias: string }) => `/${row.alias.toLowerCase()}`),
  ]);
}

import type { Knex } from 'knex';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { conflictOnUnique, isUniqueViolation } from '../../core/unique-conflict.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { createSectionTree, type SectionTree } from '../../sections/section-tree.ts';
import { contentChangeTags } from './content-change-tags.ts';
import { claimAlias, type ClaimedPath } from './claim-alias.ts';
import { findFootprint, type ContentFootprint } from './queries.ts';
import { indexContentSearch } from '../../search/index-queries.ts';
import { raiseRevision, staleRevision } from './content-revision.ts';

/** What the write step of a content write gets. */
export interface ContentWriteStep {
  trx: Knex.Transaction;
  /** The item before the write; null when it creates one. */
  before: ContentFootprint | null;
  /** The first free alias from `base` under the section alias, and its path (claimAlias for this item). */
  claimPath: (claim: { base: string; sectionAlias: string | null }) => Promise<ClaimedPath>;
}

export interface ContentWrite {
  ctx: EngineContext;
  tenantKey: string;
  /** The time of the write (the operation's `ctx.now()`). */
  now: number;
  /** The item to change; null creates one. */
  id: number | null;
  /** Runs inside the transaction; returns the item's id and whether it wrote a redirect. */
  write: (step: ContentWriteStep) => Promise<{ id: number; redirected?: boolean }>;
  /** The revision the editor loaded: the write is refused (CONFLICT) when the item has moved past it. */
  expectedRevision?: number | null;
}

/**
 * Runs one content write in a single transaction, raising the item's revision (refused when it is
 * not `expectedRevision`), then (only once it committed) emits the `content` change event with the
 * tags of the item before and after. Returns the item's id.
 */
export async function commitContentWrite({
  ctx,
  tenantKey,
  now,
  id,
  write,
  expectedRevision,
}: ContentWrite): Promise<number> {
  let claimed: string | null = null;
  const attempt = () =>
    ctx.db.transaction(async (trx) => {
      claimed = null;
      const before = id === null ? null : await findFootprint(trx, tenantKey, id);
      if (id !== null && !before) throw notFound(`Content ${id}`);
      if (before && expectedRevision != null && before.revision !== expectedRevision) throw staleRevision(before);
      const claimPath = async ({ base, sectionAlias }: { base: string; sectionAlias: string | null }) => {
        const path = await claimAlias(trx, { tenantKey, base, sectionAlias, selfId: id });
        claimed = path.canonicalPath;
        return path;
      };
      const result = await write({ trx, before, claimPath });
      await raiseRevision(trx, { ctx, tenantKey, id: result.id, now, expected: before ? expectedRevision : null });
      await indexContentSearch(trx, { tenantKey, ids: [result.id] });
      const after = await findFootprint(trx, tenantKey, result.id);
      if (!after) throw notFound(`Content ${result.id}`);
      return { before, after, redirected: result.redirected ?? false };
    });
  const change = await withRetries(attempt, () =>
    claimed ? `The path "${claimed}"` : `A schedule or link of content ${id}`,
  );
  emitChange(
    ctx,
    tenantKey,
    'content',
    contentChangeTags(change, { sections: await sectionTree(ctx, tenantKey), now }),
  );
  return change.after.id;
}

const attempts = 5;

/**
 * Two concurrent writes may claim the same free path; the loser's transaction fails on the
 * unique (tenant, canonical path) key and is run again, then finds the next free alias. When
 * the last attempt fails too, the CONFLICT names what was taken.
 */
async function withRetries<T>(attempt: () => Promise<T>, taken: () => string): Promise<T> {
  for (let n = 1; n < attempts; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return conflictOnUnique(attempt, taken);
}

/** The committed change must be announced even if the section tree cannot load (tags then lack ancestors). */
async function sectionTree(ctx: EngineContext, tenantKey: string): Promise<SectionTree> {
  try {
    return await tenantData(ctx).sections(tenantKey);
  } catch (error) {
    ctx.log.error({ err: error, tenantKey }, 'section tree unavailable for change tags');
    return createSectionTree([]);
  }
}

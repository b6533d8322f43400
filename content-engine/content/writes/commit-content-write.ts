import type { Knex } from 'knex';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { tenantData } from '../../layouts/tenant-data.ts';
import { createSectionTree, type SectionTree } from '../../sections/section-tree.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import type { ContentNode } from '../content-node.ts';
import { hydrateContent } from '../hydrate.ts';
import { findContentById } from '../queries.ts';
import { contentChangeTags } from './change-tags.ts';
import { findFootprint, type ContentFootprint } from './queries.ts';

export interface ContentWrite {
  ctx: EngineContext;
  tenantKey: string;
  /** The time of the write (the operation's `ctx.now()`). */
  now: number;
  /** The item to change; null creates one. */
  id: number | null;
  /** Runs inside the transaction; returns the item's id and whether it wrote a redirect. */
  write: (trx: Knex.Transaction, before: ContentFootprint | null) => Promise<{ id: number; redirected?: boolean }>;
}

/**
 * Runs one content write in a single transaction, then (only once it committed) emits the
 * `content` change event with the tags of the item before and after. Returns the item's id.
 */
export async function commitContentWrite({ ctx, tenantKey, now, id, write }: ContentWrite): Promise<number> {
  const attempt = () =>
    ctx.db.transaction(async (trx) => {
      const before = id === null ? null : await findFootprint(trx, tenantKey, id);
      if (id !== null && !before) throw notFound(`Content ${id}`);
      const result = await write(trx, before);
      const after = await findFootprint(trx, tenantKey, result.id);
      if (!after) throw notFound(`Content ${result.id}`);
      return { before, after, redirected: result.redirected ?? false };
    });
  const change = await withPathRetries(attempt);
  emitChange(ctx, tenantKey, 'content', contentChangeTags(change, { sections: await sectionTree(ctx, tenantKey), now }));
  return change.after.id;
}

const attempts = 5;

/**
 * Two concurrent writes may claim the same free path; the loser's transaction fails on the
 * unique (tenant, canonical path) key and is run again, then finds the next free alias.
 */
async function withPathRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (n >= attempts) throw new EngineError('CONFLICT', 'Another edit claimed this alias at the same moment; try again.');
    }
  }
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** The committed change must be announced even if the section tree cannot load (tags then lack ancestors). */
async function sectionTree(ctx: EngineContext, tenantKey: string): Promise<SectionTree> {
  try {
    return await tenantData(ctx).sections(tenantKey);
  } catch (error) {
    ctx.log.error({ err: error, tenantKey }, 'section tree unavailable for change tags');
    return createSectionTree([]);
  }
}

/** The item as its editor sees it after a write: full page data, drafts included. */
export async function editedContent(ctx: EngineContext, tenantKey: string, id: number): Promise<ContentNode> {
  const item = await findContentById(ctx.db, tenantKey, id);
  if (!item) throw notFound(`Content ${id}`);
  const sections = await tenantData(ctx).sections(tenantKey);
  const [node] = await hydrateContent([item], { db: ctx.db, tenantKey, sections, now: ctx.now(), origin: siteOrigin(ctx.tenant!), full: true });
  return node!;
}

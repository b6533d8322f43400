import type { EngineContext } from '../core/context.ts';
import { hydrateContent } from '../content/hydrate.ts';
import { findContentByIds } from '../content/queries.ts';
import { memoisedCardItems } from '../content/card-relations-memo.ts';
import type { ContentItem } from '../content/content-item.ts';
import type { ContentNode } from '../content/content-node.ts';
import { bodyForReader } from '../content/reader-body.ts';
import type { PageType } from '../shared/enums.ts';
import type { SectionTree } from '../sections/section-tree.ts';
import { siteOrigin } from '../tenants/site-origin.ts';
import { loadCandidatePool, noPool, type CandidatePool } from './population/candidate-pool.ts';
import type { Hydrator } from './population/populate-grid.ts';
import { sharedCandidatePool } from './population/shared-pool.ts';
import type { PageScope } from './population/types.ts';

interface PageBasics {
  tenantKey: string;
  now: number;
  sections: SectionTree;
}

/**
 * How a page loads content: `hydrate` for nodes (whole ones with the body cut for this reader, as
 * the hard gate requires) and `hydrateCards` for the list cards of a grid.
 */
export function pageHydrators(
  ctx: EngineContext,
  { tenantKey, now, sections, ungated }: PageBasics & { ungated: number },
) {
  const origin = siteOrigin(ctx.tenant!);
  const hydrate = async (items: ContentItem[], full: boolean): Promise<ContentNode[]> =>
    (await hydrateContent(items, { db: ctx.db, memos: ctx.memos, tenantKey, sections, now, origin, full })).map(
      (node) => (full ? bodyForReader(node, { ctx, ungated }) : node),
    );
  const hydrateCards: Hydrator = async (ids) =>
    hydrate(
      (await memoisedCardItems(ctx.memos, tenantKey, ids, now)) ??
        (await findContentByIds(ctx.db, tenantKey, ids, { publicOnly: true, now })),
      false,
    );
  return { origin, hydrate, hydrateCards };
}

/** A population scope with no subject yet; `usePool` says whether the page is worth a pool of its own. */
export function pageScope(
  ctx: EngineContext,
  { tenantKey, now, sections, pageType, usePool }: PageBasics & { pageType: PageType; usePool: () => boolean },
): PageScope {
  let pool: Promise<CandidatePool> | undefined;
  return {
    db: ctx.db,
    memos: ctx.memos,
    tenantKey,
    now,
    sections,
    pageType,
    sectionId: null,
    contentId: null,
    issueId: null,
    publicationId: null,
    blockTypes: ctx.blockTypes,
    // A renderer's engine shares one complete pool per tenant (pages a reader waits for use it only
    // when ready); elsewhere a page with enough list blocks loads its own.
    pool: () =>
      (pool ??= sharedCandidatePool(ctx.memos, tenantKey, now, { load: !ctx.urgentRender }).then(
        (shared) => shared ?? (usePool() ? loadCandidatePool(ctx.db, tenantKey, now) : noPool),
      )),
  };
}

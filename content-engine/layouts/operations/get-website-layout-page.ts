import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError, forbidden } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { canSeeUnpublished } from '../../content/access.ts';
import { normalisePath } from '../layout.ts';
import { emptyPage, type SubjectPage, type WebsiteLayoutPage } from '../page.ts';
import { issuePageData, publicationPageData, sectionPageData } from '../page-data.ts';
import { pageCache } from '../page-cache.ts';
import { populateGrid } from '../population/populate-grid.ts';
import { poolWorthwhileFrom } from '../population/candidate-pool.ts';
import { countQueryBlocks } from '../population/populator-for.ts';
import type { PageScope, UsedIds } from '../population/types.ts';
import type { ContentItem } from '../../content/content-item.ts';
import type { ContentNode } from '../../content/content-node.ts';
import { resolvePath, type ResolvedPath } from '../resolve-path.ts';
import { selectLayout } from '../select-layout.ts';
import type { Layout } from '../layout.ts';
import { checkLayoutDraft } from './check-layout-draft.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { tenantLayouts } from '../tenant-layouts.ts';
import { readsWholeBodies } from '../../content/reader-body.ts';
import { pageHydrators, pageScope } from '../page-readers.ts';

const inputSchema = z.object({
  alias: z.string().max(2000),
  /** Serve from (and fill) the engine's page cache. */
  useCache: z.boolean().nullish(),
  /** Editors only: show unpublished content. */
  preview: z.boolean().nullish(),
  /** Callers' cache namespace (e.g. a page cache version); part of the cache key. */
  cacheKey: z.string().max(200).nullish(),
  /**
   * An unsaved layout (the createLayout input) the page renders with instead of the one it would
   * get (ADR 46): layout editors only, checked as createLayout checks it, never cached.
   */
  layoutDraft: z.unknown().optional(),
});

/**
 * Resolves a path to a page: what it shows, the layout chosen for it, and its primary grid with
 * every block's data (spec public §3 "Page", §4 "Block population").
 */
export async function getWebsiteLayoutPage({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<WebsiteLayoutPage> {
  const { alias, useCache, preview, cacheKey, layoutDraft } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  if (preview && !canSeeUnpublished(ctx)) throw forbidden('Only editors may preview unpublished pages.');
  const draft = layoutDraft == null ? null : await checkLayoutDraft({ ctx, input: layoutDraft });
  const path = normalisePath(alias);
  const now = ctx.now();
  const build = () => buildPage(ctx, { tenantKey, path, now, preview: preview ?? false, draft });
  // Readers of whole gated bodies (editors, verified crawlers) never share the cache with the public;
  // a page with a draft layout is nobody's but the editor's.
  const cached = useCache && !preview && !draft && !readsWholeBodies(ctx);
  const page = cached ? await pageCache(ctx).get(tenantKey, `${path}|${cacheKey ?? ''}`, now, build) : await build();
  if (cached) ctx.markCacheable?.();
  if (page.pageType === null && !page.redirect && !page.failedParts?.length)
    throw new EngineError('NOT_FOUND', `Page not found: ${path}`);
  return page;
}

interface PageRequest {
  tenantKey: string;
  path: string;
  now: number;
  preview: boolean;
  /** A checked unsaved layout that replaces the page's own. */
  draft: Layout | null;
}

async function buildPage(
  ctx: EngineContext,
  { tenantKey, path, now, preview, draft }: PageRequest,
): Promise<WebsiteLayoutPage> {
  const data = tenantData(ctx);
  const [sections, layouts, settings] = await Promise.all([
    data.sections(tenantKey),
    tenantLayouts(ctx, tenantKey),
    data.settings(tenantKey),
  ]);
  const resolved = await resolvePath(path, { db: ctx.db, memos: ctx.memos, tenantKey, sections, now, preview });
  if (resolved.kind === 'not-found') return emptyPage(path);
  if (resolved.kind === 'lookup-failed') {
    ctx.log.error({ err: resolved.error, tenantKey, path }, 'redirect lookup failed: the path shows an empty page');
    await ctx.errors.capture(resolved.error, {
      tenantKey,
      route: 'render:redirect lookup',
      cmsUserId: ctx.cmsUser?.id,
    });
    return { ...emptyPage(path), failedParts: ['redirect lookup'] };
  }
  if (resolved.kind === 'redirect') return { ...emptyPage(path), redirect: { to: resolved.to, code: resolved.code } };

  const { origin, hydrate, hydrateCards } = pageHydrators(ctx, {
    tenantKey,
    now,
    sections,
    ungated: settings.memberships.ungatedParagraphs,
  });
  let usePool = false;
  const scope = pageScope(ctx, { tenantKey, now, sections, pageType: resolved.kind, usePool: () => usePool });
  const used: UsedIds = { content: new Set(), issues: new Set() };
  const subject = await describe(resolved, { scope, used, origin, hydrate });

  const layout =
    draft ??
    selectLayout(layouts, {
      pageType: resolved.kind,
      path,
      contentType: resolved.kind === 'content' ? resolved.content.type : undefined,
      contentLayoutId: resolved.kind === 'content' ? resolved.content.layoutId : undefined,
    });
  usePool = !!layout && countQueryBlocks(ctx.blockTypes, layout.primaryGrid) >= poolWorthwhileFrom;
  const { grid, underFilledBlocks, failedBlocks } = layout
    ? await populateGrid(layout.primaryGrid, scope, used, hydrateCards, (block, error) => {
        ctx.log.error({ err: error, tenantKey, path, block: block.id, type: block.type }, 'block population failed');
        // Not awaited: the page goes on without the block; the monitor records it meanwhile.
        void ctx.errors.capture(error, { tenantKey, route: `render:block ${block.type}` });
      })
    : { grid: { rows: [] }, underFilledBlocks: [], failedBlocks: [] };
  return {
    ...subject,
    path: resolved.path,
    // A draft has no id: the toolbar offers no "Configure layout" for it.
    layoutId: draft ? null : (layout?.id ?? null),
    layoutName: layout?.name ?? null,
    layoutType: layout ? { type: layout.type } : null,
    loadMoreType: { type: layout?.loadMoreType ?? 'none' },
    hideHeader: layout?.hideHeader ?? false,
    hideFooter: layout?.hideFooter ?? false,
    fullWidth: layout?.fullWidth ?? false,
    fullHeight: layout?.fullHeight ?? true,
    adExclusions: (layout?.adExclusions ?? {}) as Record<string, boolean>,
    gatingRequirements: layout?.gatingRequirements ?? null,
    primaryGrid: grid,
    secondaryGrid: layout?.secondaryGrid ?? { rows: [] },
    usedContentIds: [...used.content],
    usedIssueIds: [...used.issues],
    underFilledBlocks,
    ...(failedBlocks.length ? { failedParts: failedBlocks } : {}),
    redirect: null,
    ...(draft ? { draft: true } : {}),
  };
}

/** The part of a page that tells what it shows, for each page type. */
type Described = {
  [T in SubjectPage['pageType']]: Pick<Extract<SubjectPage, { pageType: T }>, 'pageType' | 'id' | 'name' | 'pageData'>;
}[SubjectPage['pageType']];

/** The page's own subject: its type, id, name and page data; seeds the scope and the used ids. */
async function describe(
  resolved: Exclude<ResolvedPath, { kind: 'not-found' | 'redirect' | 'lookup-failed' }>,
  {
    scope,
    used,
    origin,
    hydrate,
  }: {
    scope: PageScope;
    used: UsedIds;
    origin: string;
    hydrate: (items: ContentItem[], full: boolean) => Promise<ContentNode[]>;
  },
): Promise<Described> {
  switch (resolved.kind) {
    case 'content': {
      const { content } = resolved;
      scope.contentId = content.id;
      scope.sectionId = content.primarySectionId;
      used.content.add(content.id);
      const [node] = await hydrate([content], true);
      return { pageType: 'content', id: content.id, name: content.name, pageData: node! };
    }
    case 'section':
      scope.sectionId = resolved.section.id;
      return {
        pageType: 'section',
        id: resolved.section.id,
        name: resolved.section.name,
        pageData: sectionPageData(resolved.section, scope.sections, origin),
      };
    case 'issue':
      scope.issueId = resolved.issue.id;
      scope.publicationId = resolved.issue.publication.id;
      used.issues.add(resolved.issue.id);
      return {
        pageType: 'issue',
        id: resolved.issue.id,
        name: resolved.issue.name,
        pageData: issuePageData(resolved.issue, origin),
      };
    case 'publication':
      scope.publicationId = resolved.publication.id;
      return {
        pageType: 'publication',
        id: resolved.publication.id,
        name: resolved.publication.name,
        pageData: publicationPageData(resolved.publication, origin),
      };
  }
}

import { tags as changeTags } from '../../content-engine/core/change-tags.ts';
import type { Engine } from '../../content-engine/core/engine.ts';
import { shareCardRelations } from '../../content-engine/content/card-relations-memo.ts';
import { shareCandidatePools } from '../../content-engine/layouts/population/shared-pool.ts';
import { readAhead, shareReadAhead } from '../../content-engine/content/read-ahead.ts';
import { normalisePath } from '../../content-engine/layouts/layout.ts';
import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import { contextFor, type EngineContext } from '../../content-engine/core/context.ts';
import type { CmsSession } from '../../content-engine/core/cms-session.ts';
import type { RequestClient } from '../serve/request-client.ts';
import { getWebsiteLayoutPage } from '../../content-engine/layouts/operations/get-website-layout-page.ts';
import { createSiteEngine, type SiteEngine } from '../serve/site-engine.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { etagOf } from '../store/etag.ts';
import { pageDependencyTags } from './page-tags.ts';
import { loadMorePartTags } from './load-more-tags.ts';
import { unlistedBlockTypeWarner } from './unlisted-block-types.ts';
import type { SiteModule } from './site-module.ts';

/** One rendered response of a tenant path, with what it depends on. */
export interface RenderedPage {
  /** The path with its query string, as requested. */
  path: string;
  status: number;
  contentType: string;
  location: string | null;
  body: Buffer;
  tags: string[];
  /** A 200's ETag, hashed where it was rendered (a render worker), so storing it does not hash it again. */
  etag?: string;
  /** A 200 whose bytes are those of `storedEtag`: the stored page stands as it is. */
  unchanged?: boolean;
  /**
   * The parts left out because they failed (site/lib/page-failures.ts, spec public §8): such a
   * page is served, never stored, so a transient failure is retried rather than frozen.
   */
  failures?: string[];
}

/**
 * The SiteEngine a render sees, recording the dependency tags of everything it asks for, so the
 * manifest knows which changes make the page stale.
 */
function recordingEngine(
  ctx: EngineContext,
  engine: SiteEngine,
  tags: Set<string>,
  previewAll: boolean,
  warnUnlisted: (page: WebsiteLayoutPage) => void,
  { layoutDraft, useNewDesign }: Pick<RenderOptions, 'layoutDraft' | 'useNewDesign'>,
): SiteEngine {
  // A design preview: the tenant's settings as the new design reads them, never stored.
  const settings = useNewDesign
    ? async () => ({ ...(await engine.settings()), useNewDesign: true })
    : () => engine.settings();
  return {
    ...engine,
    async page(alias, { preview = previewAll } = {}) {
      // Not through the engine's page cache: a render asks for its page once and the result is
      // stored, so caching it would only hold every page of a build in memory for a minute.
      const page = await getWebsiteLayoutPage({ ctx, input: { alias, preview, useCache: false, layoutDraft } });
      for (const tag of pageDependencyTags(page)) tags.add(tag);
      warnUnlisted(page);
      return page;
    },
    settings: () => (tags.add(changeTags.settings), tags.add(changeTags.menus), settings()),
    styleSettings: () => (tags.add(changeTags.styles), engine.styleSettings()),
    sections: () => (tags.add(changeTags.sections), engine.sections()),
    sitemapIndex: () => (tags.add(changeTags.anyType), tags.add(changeTags.sections), engine.sitemapIndex()),
    // The sections sitemap dates each section by its newest item too.
    sitemapEntries(path) {
      tags.add(changeTags.anyType);
      if (path === '/sitemap/sections.xml') tags.add(changeTags.sections);
      return engine.sitemapEntries(path);
    },
    googleNewsEntries: () => (tags.add(changeTags.anyType), engine.googleNewsEntries()),
    // Membership writes (the admin's memberships screens) emit the `memberships` tag.
    memberships: () => (tags.add(changeTags.memberships), engine.memberships()),
    // Ad unit writes emit the `ad-units` tag.
    adUnits: () => (tags.add(changeTags.adUnits), engine.adUnits()),
    // Person writes emit `person:ID` (the contacts settings' groups); asset writes `asset:ID` (the podcast image).
    publishedPersons: (ids) => {
      for (const id of ids) tags.add(changeTags.person(id));
      return engine.publishedPersons(ids);
    },
    asset: (id) => (tags.add(changeTags.asset(id)), engine.asset(id)),
    // The header logo's size follows the settings' logo.
    headerLogoSize: () => (tags.add(changeTags.settings), engine.headerLogoSize()),
    async loadMorePart(alias, index) {
      const part = await engine.loadMorePart(alias, index);
      for (const tag of loadMorePartTags(part)) tags.add(tag);
      return part;
    },
    // A recommended item's page, once it changes or stops being public, changes the list.
    async recommendations(input) {
      const answer = await engine.recommendations(input);
      for (const item of answer.items) tags.add(changeTags.content(item.id));
      return answer;
    },
    // The contacts of items (their pages' content tags), and of every company for a directory.
    async contacts(input) {
      const answer = await engine.contacts(input);
      if (!input.contentIds) tags.add(changeTags.type('Company'));
      else for (const id of answer.contentIds) tags.add(changeTags.content(id));
      return answer;
    },
    // Local playlists are the tenant's Video items (ADR 0062): a Video change may change the list.
    youtubePlaylistVideos: (input) => (tags.add(changeTags.type('Video')), engine.youtubePlaylistVideos(input)),
    // The web archive's page (ADR 0075): the campaign, its template (the latest page, the ads
    // scheduled to it), the items it shows; a miss still names the template its next campaign changes.
    async newsletterArchive(input) {
      const archived = await engine.newsletterArchive(input);
      if ('templateId' in input) tags.add(changeTags.newsletterTemplate(input.templateId));
      else tags.add(changeTags.newsletterCampaign(input.campaignId));
      if (archived) {
        const { campaign } = archived;
        tags.add(changeTags.newsletterCampaign(campaign.id));
        tags.add(changeTags.newsletterTemplate(campaign.templateId));
        // The e-mail shows the site's name, logo and newsletter settings.
        tags.add(changeTags.settings);
        for (const id of campaign.contentIds) tags.add(changeTags.content(id));
        // What else the e-mail shows: its ads' companies, the magazine issue of an issue block.
        for (const tag of archived.dependsOn) tags.add(tag);
      }
      return archived;
    },
    // A list of campaigns: any campaign change (a new one sent, a subject edited, one hidden) may change it.
    newsletterCampaigns: (input) => (tags.add(changeTags.anyNewsletterCampaign), engine.newsletterCampaigns(input)),
    async sectionFeed(alias) {
      const feed = await engine.sectionFeed(alias);
      tags.add(changeTags.section(feed.section.id));
      tags.add(changeTags.sections);
      for (const item of feed.items) tags.add(changeTags.content(item.id));
      return feed;
    },
  };
}

export interface PageRendererDeps {
  /** The engine of the process (or of the render worker): its memos serve every render. */
  engine: Engine;
  site: SiteModule;
}

export interface RenderOptions {
  /** Editors' preview: unpublished content shows; needs `cmsUser` allowed to see it. Never stored. */
  preview?: boolean;
  /** The signed-in CMS user a preview (or a layout draft) renders for. */
  cmsUser?: CmsSession | null;
  /**
   * An unsaved layout (the createLayout input) the page renders with instead of its own (ADR 46);
   * the engine lets only `cmsUser` with layout permissions use it. Never stored.
   */
  layoutDraft?: unknown;
  /** The page in the new design whatever the site's setting (ADR 50); only for a preview, never stored. */
  useNewDesign?: boolean;
  headers?: Record<string, string>;
  /** A page a reader waits for (a publish's, a live render): a render pool starts it before waiting background renders, and it does not start loading the build memos. */
  urgent?: boolean;
  /** A live request's client (pages shown per request, such as /ip-test); builds have none. */
  client?: RequestClient;
  /** A verified search-engine crawler's request: gated bodies render whole. Never stored. */
  verifiedCrawler?: boolean;
  /** The ETag of the page stored for this path: a render with the same bytes comes back `unchanged` (and is not compressed). */
  storedEtag?: string;
  /**
   * The clock reading this render runs at, when not the renderer's own: a render worker's message
   * carries the main thread's (tests may fix time), while the worker keeps one renderer, and so one
   * engine and its memos, for all its renders.
   */
  at?: number;
}

export interface PageRenderer {
  (tenant: Tenant, path: string, options?: RenderOptions): Promise<RenderedPage>;
  /**
   * Names the paths a bulk build renders next, so the renderer may load their items together
   * before their renders ask (pages come out the same either way).
   */
  readAhead?(tenant: Tenant, paths: readonly string[]): void;
}

/** Renders tenant paths through the Astro server build in-process, as the anonymous public sees them. */
export function createPageRenderer({ engine: processEngine, site }: PageRendererDeps): PageRenderer {
  // Pages of a build list the same items again and again: the engine shares cards, the list pool
  // and read-ahead windows between renders (and with whatever else the process asks it).
  shareCardRelations(processEngine.memos);
  shareCandidatePools(processEngine.memos);
  shareReadAhead(processEngine.memos);
  const warnUnlisted = unlistedBlockTypeWarner(processEngine.log);
  const render: PageRenderer = async (
    tenant,
    path,
    {
      headers = {},
      preview = false,
      cmsUser = null,
      client,
      verifiedCrawler = false,
      urgent = false,
      storedEtag,
      at,
      layoutDraft,
      useNewDesign,
    } = {},
  ) => {
    const tags = new Set<string>();
    const requestContext = contextFor(processEngine, {
      tenant,
      cmsUser: preview || layoutDraft !== undefined ? cmsUser : null,
      ip: client?.ip ?? '127.0.0.1',
      verifiedCrawler,
      urgentRender: urgent,
    });
    const ctx = { ...requestContext, tenant, ...(at === undefined ? {} : { now: () => at }) };
    const engine = recordingEngine(ctx, createSiteEngine(ctx), tags, preview, warnUnlisted, {
      layoutDraft,
      useNewDesign,
    });
    const locals: App.Locals = { engine, ...(client ? { client } : {}) };
    const response = await site.render(
      new Request(`${engine.origin}${path}`, {
        headers: { 'user-agent': 'Masthead-Builder/1.0', ...headers },
      }),
      locals,
    );
    const body = Buffer.from(await response.arrayBuffer());
    // Every SiteEngine method is wrapped above; a response that asked for nothing (a static
    // file route) still belongs to the tenant's settings.
    if (tags.size === 0) tags.add(changeTags.settings);
    const failures = locals.failures ?? [];
    await reportFailures(processEngine, { tenantKey: tenant.key, path, status: response.status, locals });
    if (failures.length) {
      processEngine.log.error(
        { tenantKey: tenant.key, path, failures },
        'page rendered without its failing parts: served, not stored',
      );
    }
    const etag = response.status === 200 && !failures.length ? etagOf(body) : undefined;
    return {
      path,
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      location: response.headers.get('location'),
      body,
      tags: [...tags].sort(),
      ...(etag ? { etag } : {}),
      ...(etag && etag === storedEtag ? { unchanged: true } : {}),
      ...(failures.length ? { failures } : {}),
    };
  };
  render.readAhead = (tenant, paths) =>
    readAhead(processEngine.memos, tenant.key, [...new Set(paths.map(normalisePath))]);
  return render;
}

/** Page render failures for the error monitor (ADR 0084): each failed part's error, and a whole page answering 5xx. */
async function reportFailures(
  engine: Engine,
  { tenantKey, path, status, locals }: { tenantKey: string; path: string; status: number; locals: App.Locals },
) {
  for (const { part, error } of locals.failureErrors ?? [])
    await engine.errors.capture(error, { tenantKey, route: `render:${part}` });
  if (status >= 500)
    await engine.errors.capture(new Error(`The page render answered ${status}`), {
      tenantKey,
      route: `render:${path}`,
    });
}

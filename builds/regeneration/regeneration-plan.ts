import { hasTagOf, idsIn, retiredPathsIn, type ChangeTag } from '../../content-engine/core/change-tags.ts';
import type { SectionTree } from '../../content-engine/sections/section-tree.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { contentListingFiles, sectionFeedPath } from '../../site/fixed-files.ts';

/** What the plan reads: the manifest of built pages and engine queries. */
export interface RegenerationSources {
  /** Built paths whose dependency tags match the change's (wildcards included), within `within` if given. */
  pathsForTags(tenantKey: string, changeTags: ChangeTag[], options?: { within?: string[] }): Promise<string[]>;
  /** The canonical paths of these content items of the tenant. */
  contentPaths(tenantKey: string, ids: number[]): Promise<string[]>;
  /** The page paths of these issues and publications of the tenant (any status). */
  magazinePaths(tenantKey: string, ids: { issueIds: number[]; publicationIds: number[] }): Promise<string[]>;
  /**
   * The newsletter web archive's pages of these campaigns and templates (ADR 0075): each
   * campaign's page and its template's latest page, whatever their state now.
   */
  newsletterPaths(tenantKey: string, ids: { campaignIds: number[]; templateIds: number[] }): Promise<string[]>;
  sectionTree(tenantKey: string): Promise<SectionTree>;
  /** The per-type sitemap files the tenant's sitemap index lists. */
  sitemapFiles(tenant: Tenant): Promise<string[]>;
}

/** What a change's tags name: paths that stopped serving, the changed items and sections. */
export interface ChangeSubjects {
  retired: string[];
  contentIds: number[];
  sectionIds: number[];
  sections: SectionTree;
  /** The changed items', issues' and publications' own pages and the changed sections' pages. */
  own: string[];
  sectionPages: string[];
}

/** The pages readers look at first (rendered before the rest is planned) and what they were planned from. */
export interface LivePlan {
  live: string[];
  subjects: ChangeSubjects;
}

/**
 * The rest of a change's pages: `first` must be live before the job reports done (structural
 * pages, sitemaps, feeds); `rest` is the long tail of content pages that merely list the change.
 */
export interface RegenerationPlan {
  first: string[];
  rest: string[];
}

/**
 * Whether a change's tags name what every page shows (the settings that are markup, the menus):
 * its job regenerates the whole tenant in the background, with its progress, in one job (ADR 47).
 * A style-only change (`styles`) is not one: it regenerates the stylesheets and icons.
 */
export const isTenantWide = (changeTags: ChangeTag[]) =>
  hasTagOf(changeTags, 'settings') || hasTagOf(changeTags, 'menus');

/** Structural paths: the home page, sections, and every file (not a page path, or .xml/.txt/.css/.png/.ico). */
const isStructural = (path: string, structural: Set<string>) =>
  structural.has(path) || !path.startsWith('/') || /\.(xml|txt|css|png|ico)(\?|$)/.test(path);

/**
 * The regeneration plan of a tags job: which tenant paths a change re-renders, and in which order.
 * In two steps, so that the pages readers look at first (the items' own pages, their sections, the
 * home page when it shows the change, retired paths) are rendered before the rest is planned.
 */
export function createRegenerationPlanner(sources: RegenerationSources) {
  async function subjects(tenant: Tenant, changeTags: ChangeTag[]): Promise<ChangeSubjects> {
    const contentIds = idsIn(changeTags, 'content');
    const sectionIds = idsIn(changeTags, 'section');
    const sections = await sources.sectionTree(tenant.key);
    const own = contentIds.length ? await sources.contentPaths(tenant.key, contentIds) : [];
    const issueIds = idsIn(changeTags, 'issue');
    const publicationIds = idsIn(changeTags, 'publication');
    // A new issue or publication is in no manifest yet: its own page is named here.
    if (issueIds.length || publicationIds.length)
      own.push(...(await sources.magazinePaths(tenant.key, { issueIds, publicationIds })));
    // A campaign sent (or edited) is in no manifest yet, nor perhaps its template's latest page: named here.
    const campaignIds = idsIn(changeTags, 'newsletter-campaign');
    const templateIds = idsIn(changeTags, 'newsletter-template');
    if (campaignIds.length || templateIds.length)
      own.push(...(await sources.newsletterPaths(tenant.key, { campaignIds, templateIds })));
    const sectionPages = sectionIds.flatMap((id) => sections.byId(id)?.canonicalPath ?? []);
    return { retired: retiredPathsIn(changeTags), contentIds, sectionIds, sections, own, sectionPages };
  }

  return {
    /** The pages readers look at first, from two small queries. */
    async planLive(tenant: Tenant, changeTags: ChangeTag[]): Promise<LivePlan> {
      const named = await subjects(tenant, changeTags);
      const home = await sources.pathsForTags(tenant.key, changeTags, { within: ['/'] });
      return { live: [...new Set([...named.retired, ...named.own, ...named.sectionPages, ...home])], subjects: named };
    },

    /**
     * What a change regenerates besides the live pages: built pages whose tags match, and — for
     * content changes — the fixed files that list content, the sitemaps and the feeds of the
     * sections involved. Structural pages and files come first; content pages are the long tail.
     */
    async planAfterLive(
      tenant: Tenant,
      changeTags: ChangeTag[],
      { live, subjects: { contentIds, sectionIds, sections } }: LivePlan,
    ): Promise<RegenerationPlan> {
      const affected = new Set(await sources.pathsForTags(tenant.key, changeTags));
      const listsContent = contentIds.length > 0 || hasTagOf(changeTags, 'type') || hasTagOf(changeTags, 'anyType');
      const extra = listsContent
        ? [
            ...contentListingFiles,
            ...(await sources.sitemapFiles(tenant)),
            ...sectionIds.flatMap((id) => {
              const s = sections.byId(id);
              return s ? [sectionFeedPath(s.alias)] : [];
            }),
          ]
        : [];
      const structural = new Set(['/', ...sections.all().map((s) => s.canonicalPath)]);
      const done = new Set(live);
      const first = new Set(
        [...[...affected].filter((path) => isStructural(path, structural)), ...extra].filter((path) => !done.has(path)),
      );
      const rest = [...affected].filter((path) => !first.has(path) && !done.has(path));
      return { first: [...first], rest };
    },
  };
}

export type RegenerationPlanner = ReturnType<typeof createRegenerationPlanner>;

import { describe, expect, it } from 'vitest';
import { tags, tagsMatching, type ChangeTag } from '../../content-engine/core/change-tags.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { createSectionTree, type WebsiteSection } from '../../content-engine/sections/section-tree.ts';
import { sectionFeedPath } from '../../site/fixed-files.ts';
import { createRegenerationPlanner } from './regeneration-plan.ts';

const section = (id: number, alias: string): WebsiteSection => ({
  id,
  tenantKey: 't',
  parentId: null,
  name: alias,
  fullName: alias,
  alias,
  systemAlias: alias,
  manualAlias: null,
  aliasOverride: null,
  description: '',
  gamAlias: null,
  sequence: 0,
  status: 1,
  canonicalPath: `/${alias}`,
});
const tenant = { key: 't' } as Tenant;

/** A planner over a manifest of built pages and their tags, with one item per id at /item-ID. */
function plannerOver(built: Record<string, ChangeTag[]>) {
  const reads: string[] = [];
  const planner = createRegenerationPlanner({
    async pathsForTags(_tenantKey, changeTags, { within } = {}) {
      const matching = new Set(tagsMatching(changeTags));
      return Object.entries(built)
        .filter(([path, pageTags]) => (!within || within.includes(path)) && pageTags.some((tag) => matching.has(tag)))
        .map(([path]) => path);
    },
    contentPaths: async (_tenantKey, ids) => ids.map((id) => `/item-${id}`),
    magazinePaths: async (_tenantKey, { issueIds, publicationIds }) => [
      ...publicationIds.map((id) => `/magazine/pub-${id}`),
      ...issueIds.map((id) => `/magazine/pub/issue-${id}`),
    ],
    newsletterPaths: async (_tenantKey, { campaignIds, templateIds }) => [
      ...campaignIds.map((id) => `/newsletter/${id}`),
      ...[...templateIds, ...campaignIds.map((id) => id * 10)].map((id) => `/latest-newsletter/${id}`),
    ],
    sectionTree: async () => createSectionTree([section(1, 'news'), section(2, 'events')]),
    async sitemapFiles() {
      reads.push('sitemaps');
      return ['/sitemap/Article.xml'];
    },
  });
  return { planner, reads };
}

const built = {
  '/': [tags.settings, tags.content(7)],
  '/news': [tags.section(1), tags.content(7)],
  '/events': [tags.section(2)],
  '/item-7': [tags.content(7), tags.section(1)],
  '/item-8': [tags.content(8), tags.content(7)],
  '/item-9': [tags.anyType],
  '/sitemap/Article.xml': [tags.anyType],
  '/robots.txt': [tags.settings],
};

describe('the regeneration plan', () => {
  it('renders the item, its sections, the home page showing it and retired paths first', async () => {
    const { planner } = plannerOver(built);
    const change = [tags.content(7), tags.section(1), tags.type('Article'), tags.path('/old-7')];
    const live = await planner.planLive(tenant, change);
    expect(live.live).toEqual(['/old-7', '/item-7', '/news', '/']);
    expect(live.subjects).toMatchObject({ contentIds: [7], sectionIds: [1], retired: ['/old-7'] });
  });

  it('then the structural pages and the files listing content, then the pages merely listing the item', async () => {
    const { planner } = plannerOver(built);
    const change = [tags.content(7), tags.section(1), tags.type('Article')];
    const plan = await planner.planAfterLive(tenant, change, await planner.planLive(tenant, change));
    expect(plan.first).toEqual([
      '/sitemap/Article.xml',
      '/sitemap.xml',
      '/sitemap-google-news.xml',
      sectionFeedPath('news'),
    ]);
    expect(plan.rest.sort()).toEqual(['/item-8', '/item-9']);
  });

  it('regenerates no sitemaps or feeds for a change that lists no content', async () => {
    const { planner, reads } = plannerOver(built);
    const change = [tags.settings];
    const live = await planner.planLive(tenant, change);
    expect(live.live).toEqual(['/']);
    expect(await planner.planAfterLive(tenant, change, live)).toEqual({ first: ['/robots.txt'], rest: [] });
    expect(reads).toEqual([]);
  });

  it("renders a changed newsletter campaign's archive page and its template's latest page live, then the pages listing campaigns", async () => {
    const { planner } = plannerOver({ ...built, '/newsletters': [tags.anyNewsletterCampaign] });
    const change = [tags.newsletterCampaign(5)];
    const live = await planner.planLive(tenant, change);
    expect(live.live).toEqual(['/newsletter/5', '/latest-newsletter/50']);
    expect(await planner.planAfterLive(tenant, change, live)).toEqual({ first: [], rest: ['/newsletters'] });
  });

  it('counts a type change as listing content', async () => {
    const { planner } = plannerOver(built);
    const change = [tags.type('Article')];
    const plan = await planner.planAfterLive(tenant, change, await planner.planLive(tenant, change));
    expect(plan.first).toEqual(['/sitemap/Article.xml', '/sitemap.xml', '/sitemap-google-news.xml']);
    expect(plan.rest).toEqual(['/item-9']);
  });

  it('plans nothing for the pages of a section that no longer exists', async () => {
    const { planner } = plannerOver(built);
    const live = await planner.planLive(tenant, [tags.section(99)]);
    expect(live.live).toEqual([]);
  });

  it("renders a changed issue's and publication's own pages live, new ones included, and then the issue lists", async () => {
    const { planner } = plannerOver({ ...built, '/magazine/pub-3': [tags.publication(3), tags.anyIssue] });
    const change = [tags.issue(5), tags.publication(3), tags.path('/magazine/pub/old-5')];
    const live = await planner.planLive(tenant, change);
    expect(live.live).toEqual(['/magazine/pub/old-5', '/magazine/pub-3', '/magazine/pub/issue-5']);
    expect(await planner.planAfterLive(tenant, change, live)).toEqual({ first: [], rest: [] });
  });
});

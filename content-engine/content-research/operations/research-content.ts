import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { visibleSites } from '../../core/visible-sites.ts';
import { ContentStatus, contentStatusNames, type ContentStatusName } from '../../shared/enums.ts';
import { listTenants } from '../../tenants/queries.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import {
  authorNamesOf,
  countResearchedContent,
  researchContent as queryResearch,
  type ResearchFilter,
} from '../queries.ts';
import { contentResearchInput } from '../research-input.ts';

export interface ResearchedContent {
  id: number;
  siteKey: string;
  siteName: string;
  type: string;
  status: ContentStatusName;
  name: string;
  teaser: string;
  published: number | null;
  updated: number;
  sectionName: string | null;
  authors: string[];
  /** The item's address on its own site. */
  url: string;
  /** The item's editor, in its own site's admin. */
  editUrl: string;
}

const statusName = (status: number) => contentStatusNames.find((name) => ContentStatus[name] === status) ?? 'DRAFT';

/**
 * /admin/content-research (manage_content): content of every site the user may see (or of the
 * sites named), searched and filtered, one page at a time, with the total and the sites the user
 * may see. Naming a site outside the user's is FORBIDDEN.
 */
export async function researchContent({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const i = parseInput(contentResearchInput, input);
  const sites = await visibleSites(ctx, ['manage_content']);
  const searched = await visibleSites(ctx, ['manage_content'], i.sites ?? []);
  const filter: ResearchFilter = {
    siteKeys: searched.map((site) => site.key),
    search: i.search || undefined,
    types: i.types ?? undefined,
    statuses: (i.statuses ?? ['PUBLISHED', 'DRAFT']).map((name) => ContentStatus[name]),
    publishedAfter: i.publishedAfter ?? undefined,
    publishedBefore: i.publishedBefore ?? undefined,
    author: i.author || undefined,
  };
  const page = {
    sort: { field: i.sort?.field ?? 'published', order: i.sort?.order ?? 'desc' },
    limit: i.pagination?.limit ?? 50,
    skip: i.pagination?.skip ?? 0,
  } as const;
  const [rows, totalCount, tenants] = await Promise.all([
    queryResearch(ctx.db, filter, page),
    countResearchedContent(ctx.db, filter),
    listTenants(ctx.db, { includeTest: true }),
  ]);
  const authors = await authorNamesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const origins = new Map(tenants.map((tenant) => [tenant.key, siteOrigin(tenant)]));
  const names = new Map(sites.map((site) => [site.key, site.name]));
  const items: ResearchedContent[] = rows.map((row) => {
    const origin = origins.get(row.siteKey) ?? '';
    return {
      ...row,
      siteName: names.get(row.siteKey) ?? row.siteKey,
      status: statusName(row.status),
      authors: authors.get(row.id) ?? [],
      url: `${origin}${row.canonicalPath}`,
      editUrl: `${origin}/admin/edit-content/${row.id}`,
    };
  });
  return { items, totalCount, sites };
}

import type { TrackingPageDetails } from '../../content-engine/shared/tracking-events.ts';
import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import { isZmagPage, zmagIdOf } from '../../content-engine/shared/gating/gate-page.ts';

type Details = Omit<TrackingPageDetails, 'path'>;
type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const edges = (value: unknown): Data[] =>
  ((value as { edges?: { node?: Data }[] } | null)?.edges ?? []).map((edge) => edge.node ?? {});

/**
 * The page details a page's tracking events carry (spec public §3 page data: the parts the reports
 * use), computed once when the page is rendered. The same for every visitor; undefined parts are
 * left out so the JSON in the page stays small.
 */
export function trackingPageDetails(page: {
  id: number | null;
  name: string;
  pageType: WebsiteLayoutPage['pageType'];
  layoutId?: number | null;
  layoutType?: { type: string } | null;
  /** Read as a plain record: the reports take the same fields from every page type's data. */
  pageData: object | null;
}): Details {
  const data = (page.pageData ?? {}) as Data;
  const section = data.primarySection as Data | null | undefined;
  const company = data.company as Data | null | undefined;
  const gating = (data.gating as Data | undefined)?.surveyType;
  const membershipIds = (data.membership as { ids?: unknown[] } | undefined)?.ids ?? [];
  const zmagId = zmagIdOf(data.metadata) ?? undefined;
  const details: Details = {
    pageType: page.pageType ?? undefined,
    id: page.id ?? undefined,
    contentId: num(data.contentId),
    type: text(data.type),
    name: text(data.name) ?? (page.name || undefined),
    alias: text(data.alias),
    canonicalPath: text(data.canonicalPath),
    primarySection:
      section && num(section.id) !== undefined
        ? {
            id: section.id as number,
            name: String(section.name ?? ''),
            alias: String(section.alias ?? ''),
            ...(text(section.fullName) ? { fullName: section.fullName as string } : {}),
          }
        : undefined,
    company:
      company && num(company.id) !== undefined
        ? { id: company.id as number, name: String(company.name ?? '') }
        : undefined,
    authors: edges(data.authors)
      .map((author) => String(author.name ?? ''))
      .filter(Boolean)
      .slice(0, 50),
    taxonomy: edges(data.taxonomy)
      .map((node) => ({ type: String(node.type ?? ''), name: String(node.name ?? '') }))
      .slice(0, 100),
    labels: Array.isArray(data.labels) ? (data.labels as unknown[]).map(String).slice(0, 20) : undefined,
    gating: text(gating) ?? (membershipIds.length > 0 || isZmagPage(data.metadata) ? 'membership' : undefined),
    published: num(data.published),
    layoutId: num(page.layoutId),
    layoutType: text(page.layoutType?.type),
    ...subjectIds(page.pageType, page.id, data),
    zmagId,
    newsletterCampaignId: num(data.newsletterCampaignId) ?? text(data.newsletterCampaignId),
    newsletterTemplateId: num(data.newsletterTemplateId) ?? text(data.newsletterTemplateId),
  };
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  ) as Details;
}

/** The section, issue and publication a page is about: its own id by page type, or its item's section. */
function subjectIds(pageType: WebsiteLayoutPage['pageType'], id: number | null, data: Data): Details {
  const publication = data.publication as Data | undefined;
  if (pageType === 'section') return { sectionId: id ?? undefined };
  if (pageType === 'issue') return { issueId: id ?? undefined, publicationId: num(publication?.id) };
  if (pageType === 'publication') return { publicationId: id ?? undefined };
  if (pageType === 'content')
    return { sectionId: num(data.sectionId) ?? num((data.primarySection as Data | null | undefined)?.id) };
  return {};
}

import type { Asset } from '../assets/asset.ts';
import type { Person } from '../persons/person.ts';
import type { SectionTree } from '../sections/section-tree.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.ts';
import type { ContentItem } from './content-item.ts';
import type { WebsiteSchedule } from './schedules.ts';

/*
 * A content item as the site and clients read it: the page-data shape of spec public §3
 * (authors/images/taxonomy as edges, primarySection with its hierarchy, siteContext…).
 */

export interface ImageNode {
  id: number;
  src: string;
  alt: string;
  caption: string;
  credit: string;
  width: number | null;
  height: number | null;
  isLogo: boolean;
}

export interface SectionRef {
  id: number;
  name: string;
  alias: string;
  fullName: string;
  canonicalPath: string;
  gamAlias: string | null;
  hierarchy: { id: number; name: string; alias: string }[];
}

export interface ContentNode {
  id: number;
  contentId: number;
  type: string;
  status: number;
  name: string;
  shortName: string | null;
  seoTitle: string;
  teaser: string;
  body: string | null;
  /** True when a membership gate cut the body after its ungated paragraphs (content-engine/gated-content/). */
  bodyIsPartial: boolean;
  alias: string;
  canonicalPath: string;
  siteContext: { path: string; canonicalUrl: string };
  labels: string[];
  metadata: Record<string, unknown>;
  gating: { surveyType: string | null };
  membership: { ids: number[] };
  userRegistration: { isRequired: boolean };
  published: number | null;
  expires: number | null;
  updated: number;
  /** The item's revision (conflict detection, ADR 57). */
  revision: number;
  /** A syndicated copy's origin address (ADR 60): the copy follows it; null for the site's own items. */
  syndicatedFrom: string | null;
  startDate: number | null;
  endDate: number | null;
  venue: Record<string, unknown>;
  address: Record<string, unknown>;
  embedCode: string | null;
  linkUrl: string | null;
  file: Record<string, unknown> | null;
  excludeAds: Record<string, unknown>;
  createdBy: string | null;
  sectionId: number | null;
  layoutId: number | null;
  company: { id: number; name: string; canonicalPath: string } | null;
  authors: { edges: { node: { id: number; name: string; title: string } }[] };
  primaryImage: ImageNode | null;
  images: { edges: { node: ImageNode }[] };
  primarySection: SectionRef | null;
  taxonomy: { edges: { node: { id: number; type: string; name: string } }[] };
  websiteSchedules: {
    section: { id: number; name: string; alias: string };
    option: string;
    startDate: number;
    endDate: number | null;
  }[];
}

export const toImageNode = (asset: Asset): ImageNode => ({
  id: asset.id,
  src: asset.src,
  alt: asset.alt || asset.caption || asset.fileName,
  caption: asset.caption,
  credit: asset.credit,
  width: asset.width,
  height: asset.height,
  isLogo: asset.isLogo,
});

export function sectionRef(sections: SectionTree, id: number | null): SectionRef | null {
  const section = id === null ? undefined : sections.byId(id);
  if (!section) return null;
  return {
    id: section.id,
    name: section.name,
    alias: section.alias,
    fullName: section.fullName,
    canonicalPath: section.canonicalPath,
    gamAlias: section.gamAlias,
    hierarchy: sections.hierarchy(section.id),
  };
}

interface Relations {
  full: boolean;
  origin: string;
  sections: SectionTree;
  authors: Person[];
  company: ContentItem | null;
  primaryImage: Asset | null;
  images: Asset[];
  taxonomy: Taxonomy[];
  schedules: WebsiteSchedule[];
}

const stripTags = (text: string) => text.replace(/<[^>]*>/g, '').trim();

export function toContentNode(item: ContentItem, r: Relations): ContentNode {
  const hasFile = Object.keys(item.file).length > 0;
  return {
    id: item.id,
    contentId: item.id,
    type: item.type,
    status: item.status,
    name: item.name,
    shortName: item.shortName,
    seoTitle: stripTags(item.seoTitle || item.name),
    teaser: item.teaser,
    body: r.full ? item.body : null,
    bodyIsPartial: false,
    alias: item.alias,
    canonicalPath: item.canonicalPath,
    siteContext: { path: item.canonicalPath, canonicalUrl: item.canonicalUrl ?? `${r.origin}${item.canonicalPath}` },
    labels: item.labels,
    metadata: item.metadata,
    gating: { surveyType: typeof item.gating.surveyType === 'string' ? item.gating.surveyType : null },
    membership: { ids: item.membershipIds },
    userRegistration: { isRequired: item.registrationRequired },
    published: item.published,
    expires: item.expires,
    updated: item.updated,
    revision: item.revision,
    syndicatedFrom: item.canonicalUrl,
    startDate: item.startDate,
    endDate: item.endDate,
    venue: item.venue,
    address: item.address,
    embedCode: item.embedCode,
    linkUrl: item.linkUrl,
    file: hasFile ? item.file : null,
    excludeAds: item.excludeAds,
    createdBy: item.createdBy,
    sectionId: item.primarySectionId,
    layoutId: item.layoutId,
    company: r.company ? { id: r.company.id, name: r.company.name, canonicalPath: r.company.canonicalPath } : null,
    authors: { edges: r.authors.map((p) => ({ node: { id: p.id, name: p.fullName, title: p.title } })) },
    primaryImage: r.primaryImage ? toImageNode(r.primaryImage) : null,
    images: { edges: r.images.map((asset) => ({ node: toImageNode(asset) })) },
    primarySection: sectionRef(r.sections, item.primarySectionId),
    taxonomy: { edges: r.taxonomy.map((t) => ({ node: { id: t.id, type: t.type, name: t.name } })) },
    websiteSchedules: r.schedules.flatMap((s) => {
      const section = r.sections.byId(s.sectionId);
      return section
        ? [
            {
              section: { id: section.id, name: section.name, alias: section.alias },
              option: s.option,
              startDate: s.startDate,
              endDate: s.endDate,
            },
          ]
        : [];
    }),
  };
}

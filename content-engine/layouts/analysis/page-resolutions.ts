import type { SectionTree } from '../../sections/section-tree.ts';
import { homeAlias, sectionCanonicalPath } from '../../sections/section.ts';
import { standardContentTypes } from '../../shared/content-types.ts';
import type { PageType } from '../../shared/enums.ts';
import type { Layout } from '../layout.ts';
import { chooseLayout, type LayoutRequest } from '../select-layout.ts';

/** The layout one kind of page of a site resolves to, and by which rule; null layout: an empty grid. */
export interface PageResolution {
  /** "Home", "Section: News", "Article item", "Issue", "Publication". */
  page: string;
  pageType: PageType;
  /** The page's path, for the home and sections; null for kinds of page (content types, issues, publications). */
  path: string | null;
  layoutId: number | null;
  layoutName: string | null;
  rule: string | null;
}

/** Sections listed at most, in tree order. */
export const maxListedSections = 200;

// A path no alias names: a kind of page resolves as its pages do outside every url-override's own
// alias — a propagating '/' override still covers it, as it covers every page below the home.
const anyPath = '/\u0000';

function resolution(layouts: readonly Layout[], page: string, request: LayoutRequest): PageResolution {
  const choice = chooseLayout(layouts, request);
  return {
    page,
    pageType: request.pageType,
    path: request.path === anyPath ? null : request.path,
    layoutId: choice?.layout.id ?? null,
    layoutName: choice?.layout.name ?? null,
    rule: choice?.rule ?? null,
  };
}

const inTreeOrder = (sections: SectionTree) => {
  const ordered: ReturnType<SectionTree['all']> = [];
  const visit = (section: (typeof ordered)[number]) => {
    ordered.push(section);
    sections.children(section.id).forEach(visit);
  };
  sections.roots().forEach(visit);
  return ordered;
};

/**
 * Which layout each kind of page of a site resolves to, by the page's own rules (select-layout.ts):
 * the home, each section (the first 200), an item of each content type that chose no layout of its
 * own, an issue and a publication.
 */
export function pageResolutions(layouts: readonly Layout[], sections: SectionTree): PageResolution[] {
  const sectionPages = inTreeOrder(sections)
    .filter((section) => section.alias !== homeAlias)
    .slice(0, maxListedSections)
    .map((section) =>
      resolution(layouts, `Section: ${section.fullName || section.name}`, {
        pageType: 'section',
        path: sectionCanonicalPath(section.alias),
      }),
    );
  return [
    resolution(layouts, 'Home', { pageType: 'section', path: '/' }),
    ...sectionPages,
    ...standardContentTypes.map((type) =>
      resolution(layouts, `${type} item`, {
        pageType: 'content',
        path: anyPath,
        contentType: type,
        contentLayoutId: null,
      }),
    ),
    resolution(layouts, 'Issue', { pageType: 'issue', path: anyPath }),
    resolution(layouts, 'Publication', { pageType: 'publication', path: anyPath }),
  ];
}

import type { Issue, Publication } from '../magazines/magazine.ts';
import type { SectionTree, WebsiteSection } from '../sections/section-tree.ts';

/** Page data of a section page, in the shape content pages use where the fields overlap. */
export function sectionPageData(section: WebsiteSection, sections: SectionTree, origin: string) {
  return {
    id: section.id,
    type: 'section',
    name: section.name,
    seoTitle: section.name,
    teaser: section.description,
    description: section.description,
    alias: section.alias,
    canonicalPath: section.canonicalPath,
    gamAlias: section.gamAlias,
    fullName: section.fullName,
    hierarchy: sections.hierarchy(section.id),
    children: sections
      .children(section.id)
      .map((child) => ({ id: child.id, name: child.name, alias: child.alias, canonicalPath: child.canonicalPath })),
    siteContext: {
      path: section.canonicalPath,
      canonicalUrl: `${origin}${section.canonicalPath === '/' ? '' : section.canonicalPath}`,
    },
    metadata: { description: section.description },
  };
}

export function issuePageData(issue: Issue, origin: string) {
  return {
    ...issue,
    type: 'issue',
    seoTitle: issue.name,
    siteContext: { path: issue.canonicalPath, canonicalUrl: `${origin}${issue.canonicalPath}` },
  };
}

export function publicationPageData(publication: Publication, origin: string) {
  return {
    ...publication,
    type: 'publication',
    seoTitle: publication.name,
    siteContext: { path: publication.canonicalPath, canonicalUrl: `${origin}${publication.canonicalPath}` },
  };
}

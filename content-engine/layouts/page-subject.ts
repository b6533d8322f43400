import { z } from 'zod';
import type { PageType } from '../shared/enums.ts';
import type { PageScope } from './population/types.ts';

const id = z.number().int().positive();
const pageDataSchema = z.looseObject({
  id: id.optional(),
  type: z.string().max(50).optional(),
  primarySection: z.looseObject({ id: id.optional() }).nullish(),
  publication: z.looseObject({ id: id.optional() }).nullish(),
});

type Subject = Pick<PageScope, 'pageType' | 'sectionId' | 'contentId' | 'issueId' | 'publicationId'>;

/**
 * What a population scope needs from a page's data as getWebsiteLayoutPage answered it: the page
 * type and the ids of its subject (section pages are `type: section`, issues `issue`,
 * publications `publication`, anything else with an id is a content item).
 */
export function subjectOfPageData(pageData: unknown): Subject {
  const parsed = pageDataSchema.safeParse(pageData ?? {});
  const data = parsed.success ? parsed.data : {};
  const subject: Subject = {
    pageType: 'content',
    sectionId: null,
    contentId: null,
    issueId: null,
    publicationId: null,
  };
  const pageId = data.id ?? null;
  const types: Record<string, PageType> = { section: 'section', issue: 'issue', publication: 'publication' };
  subject.pageType = types[data.type ?? ''] ?? 'content';
  if (subject.pageType === 'section') subject.sectionId = pageId;
  else if (subject.pageType === 'issue')
    Object.assign(subject, { issueId: pageId, publicationId: data.publication?.id ?? null });
  else if (subject.pageType === 'publication') subject.publicationId = pageId;
  else Object.assign(subject, { contentId: pageId, sectionId: data.primarySection?.id ?? null });
  return subject;
}

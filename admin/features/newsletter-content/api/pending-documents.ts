import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/*
 * The content schedule operations this feature calls, typed by hand from the agreed names until
 * p31-engine's generated documents land; each api file then imports the generated one and this
 * file goes.
 */

const doc = <R, V>(document: string) => ({ __meta__: { document } }) as unknown as TypedDocumentNode<R, V>;

export interface ContentScheduleRecord {
  id: number;
  contentId: number;
  content: { id: number; name: string; type: string } | null;
  templateId: number;
  template: { id: number; name: string } | null;
  /** The block of the template; null or '' for any content list block. */
  blockKey: string | null;
  date: string;
}
export interface ContentScheduleListInput {
  templateId?: number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  search?: string | null;
  skip?: number | null;
  limit?: number | null;
}
export const GetNewsletterContentScheduleListDocument = doc<
  { getNewsletterContentScheduleList: { items: ContentScheduleRecord[]; totalCount: number } },
  { input: ContentScheduleListInput }
>('query/newsletter/getNewsletterContentScheduleList');

export interface ScheduleContentInput {
  contentId: number;
  templateId: number;
  blockKey: string | null;
  date: string;
}
export const ScheduleNewsletterContentDocument = doc<
  { scheduleNewsletterContent: ContentScheduleRecord },
  { input: ScheduleContentInput }
>('mutation/newsletter/scheduleNewsletterContent');
export const UnscheduleNewsletterContentDocument = doc<
  { unscheduleNewsletterContent: boolean },
  { input: { id: number } }
>('mutation/newsletter/unscheduleNewsletterContent');

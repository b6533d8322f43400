import { api } from '../../../shared/api/api.ts';
import { ScheduleNewsletterContentDocument, type ScheduleContentInput } from './pending-documents.ts';

/** Schedules an item to a template (one block of it, or any) for a day. */
export async function scheduleContent(input: ScheduleContentInput) {
  return (await api.request(ScheduleNewsletterContentDocument, { input })).scheduleNewsletterContent;
}

import { api } from '../../../shared/api/api.ts';
import {
  ScheduleNewsletterContentDocument,
  type ScheduleNewsletterContentMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/newsletter/scheduleNewsletterContent.ts';

/** Schedules an item to a template (one block of it, or any) for a day. */
export async function scheduleContent(input: ScheduleNewsletterContentMutationVariables['input']) {
  return (await api.request(ScheduleNewsletterContentDocument, { input })).scheduleNewsletterContent;
}

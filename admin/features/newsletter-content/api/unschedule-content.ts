import { api } from '../../../shared/api/api.ts';
import { UnscheduleNewsletterContentDocument } from '../../../../content-engine/documents/generated/mutation/newsletter/unscheduleNewsletterContent.ts';

export async function unscheduleContent(id: number) {
  return (await api.request(UnscheduleNewsletterContentDocument, { input: { id } })).unscheduleNewsletterContent;
}

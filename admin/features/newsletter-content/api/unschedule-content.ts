import { api } from '../../../shared/api/api.ts';
import { UnscheduleNewsletterContentDocument } from './pending-documents.ts';

export async function unscheduleContent(id: number) {
  return (await api.request(UnscheduleNewsletterContentDocument, { input: { id } })).unscheduleNewsletterContent;
}

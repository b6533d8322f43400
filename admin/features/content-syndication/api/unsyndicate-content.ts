import { api } from '../../../shared/api/api.ts';
import { UnsyndicateContentDocument } from '../../../../content-engine/documents/generated/mutation/syndication/unsyndicateContent.ts';

export async function unsyndicateContent(input: { contentId: number; siteKey: string }) {
  return (await api.request(UnsyndicateContentDocument, { input })).unsyndicateContent;
}

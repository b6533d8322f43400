import { api } from '../../../shared/api/api.ts';
import { DeleteNewsletterTemplateDocument } from '../../../../content-engine/documents/generated/mutation/newsletter/deleteNewsletterTemplate.ts';

export async function deleteTemplate(id: number) {
  return (await api.request(DeleteNewsletterTemplateDocument, { input: { id } })).deleteNewsletterTemplate;
}

import { api } from '../../../shared/api/api.ts';
import { DuplicateNewsletterTemplateDocument } from '../../../../content-engine/documents/generated/mutation/newsletter/duplicateNewsletterTemplate.ts';

export async function duplicateTemplate(id: number) {
  return (await api.request(DuplicateNewsletterTemplateDocument, { input: { id } })).duplicateNewsletterTemplate;
}

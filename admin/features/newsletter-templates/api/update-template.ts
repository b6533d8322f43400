import { api } from '../../../shared/api/api.ts';
import {
  UpdateNewsletterTemplateDocument,
  type UpdateNewsletterTemplateMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/newsletter/updateNewsletterTemplate.ts';

/** Saves the template from the revision its editor loaded (a stale one is refused: CONFLICT). */
export async function updateTemplate(input: UpdateNewsletterTemplateMutationVariables['input']) {
  return (await api.request(UpdateNewsletterTemplateDocument, { input })).updateNewsletterTemplate;
}

import { api } from '../../../shared/api/api.ts';
import {
  CreateNewsletterTemplateDocument,
  type CreateNewsletterTemplateMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/newsletter/createNewsletterTemplate.ts';

export async function createTemplate(input: CreateNewsletterTemplateMutationVariables['input']) {
  return (await api.request(CreateNewsletterTemplateDocument, { input })).createNewsletterTemplate;
}

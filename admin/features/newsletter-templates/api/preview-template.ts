import { api } from '../../../shared/api/api.ts';
import type { RenderedPreview } from '../../../shared/newsletter-preview/index.ts';
import {
  PreviewNewsletterTemplateDocument,
  type PreviewNewsletterTemplateQueryVariables,
} from '../../../../content-engine/documents/generated/query/newsletter/previewNewsletterTemplate.ts';

/** The e-mail the template renders for a day, from the unsaved document being edited (previewNewsletterTemplate). */
export async function previewTemplate(
  input: PreviewNewsletterTemplateQueryVariables['input'],
): Promise<RenderedPreview> {
  return (await api.request(PreviewNewsletterTemplateDocument, { input })).previewNewsletterTemplate;
}

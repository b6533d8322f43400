import type { RenderedPreview } from '../../../shared/newsletter-preview/index.ts';
import type { NewsletterTemplatePayload } from '../../../../content-engine/shared/newsletters/template-schema.ts';

/** The e-mail the unsaved template renders (previewNewsletterTemplate). */
export async function previewTemplate(input: {
  templateId: number | null;
  payload: NewsletterTemplatePayload;
}): Promise<RenderedPreview> {
  void input;
  throw new Error('The preview is not available yet.');
}

import { NewsletterPreview } from '../../../shared/newsletter-preview/index.ts';
import type { PreviewNewsletterCampaignInput as PreviewCampaignInput } from '../../../../content-engine/documents/generated/schema-types.ts';
import { previewCampaign } from '../api/preview-campaign.ts';

/** The e-mail as it would be sent with the editor's unsaved subject, preheader and items (the shared preview). */
export function CampaignPreview({ input, width }: { input: PreviewCampaignInput; width: number }) {
  return <NewsletterPreview input={input} render={previewCampaign} width={width} />;
}

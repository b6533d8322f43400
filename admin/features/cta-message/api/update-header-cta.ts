import { api } from '../../../shared/api/api.ts';
import { UpdateHeaderCtaDocument } from '../../../../content-engine/documents/generated/mutation/siteSettings/updateHeaderCta.ts';
import type { SiteSettings } from '../../../../content-engine/shared/schemas/site-settings.ts';

/** Saves the header's call-to-action text (manage_header_cta or manage_site_settings); answers it as stored. */
export async function updateHeaderCta(ctaText: string): Promise<string> {
  const { updateHeaderCta } = await api.request(UpdateHeaderCtaDocument, { input: { ctaText } });
  return (updateHeaderCta.payload as SiteSettings).header.ctaText;
}

import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetSiteSettingsPayloadDocument } from '../../../../content-engine/documents/generated/query/getSiteSettingsPayload.ts';

export interface NewsletterOption {
  id: string;
  title: string;
}

/** The enabled newsletters of a settings payload (newsletters.enabledNewsletters). */
export function enabledNewsletters(payload: unknown): NewsletterOption[] {
  const list = (payload as { newsletters?: { enabledNewsletters?: unknown } } | null)?.newsletters?.enabledNewsletters;
  return Array.isArray(list)
    ? list.map((n: { id?: unknown; title?: unknown }) => ({ id: String(n.id), title: String(n.title ?? n.id) }))
    : [];
}

/** The site's enabled newsletters, from its settings (getSiteSettingsPayload). */
export function useSiteNewsletters(): NewsletterOption[] {
  return enabledNewsletters(useApiQuery(GetSiteSettingsPayloadDocument, {}).data?.getSiteSettingsPayload?.payload);
}

import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetSiteSettingsPayloadDocument } from '../../../../content-engine/documents/generated/query/getSiteSettingsPayload.ts';
import type { SiteSettings } from '../../../../content-engine/shared/schemas/site-settings.ts';

/** The managed site's settings document (getSiteSettingsPayload), whose groups hold its colours; null until loaded. */
export function useThemeSettings() {
  const { data, loading, error } = useApiQuery(GetSiteSettingsPayloadDocument, {});
  return { settings: (data?.getSiteSettingsPayload.payload as SiteSettings | undefined) ?? null, loading, error };
}

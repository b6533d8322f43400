import { api } from './api.ts';
import { useApiQuery } from './use-api-query.ts';
import { GetSiteSettingsPayloadDocument } from '../../../content-engine/documents/generated/query/getSiteSettingsPayload.ts';
import { UpdateSiteSettingsGroupDocument } from '../../../content-engine/documents/generated/mutation/siteSettings/updateSiteSettingsGroup.ts';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';

export type SettingsGroup = keyof SiteSettings;

/** One group of the managed site's settings document (getSiteSettingsPayload); null until loaded. */
export function useSettingsGroup<G extends SettingsGroup>(group: G) {
  const { data, loading, error, reload } = useApiQuery(GetSiteSettingsPayloadDocument, {});
  const payload = data?.getSiteSettingsPayload.payload as SiteSettings | undefined;
  return { value: payload ? payload[group] : null, loading, error, reload };
}

/**
 * Replaces one group (updateSiteSettingsGroup, manage_site_settings); answers the group as stored.
 * A refusal names the bad fields as `value.<path>`.
 */
export async function saveSettingsGroup<G extends SettingsGroup>(group: G, value: unknown): Promise<SiteSettings[G]> {
  const { updateSiteSettingsGroup } = await api.request(UpdateSiteSettingsGroupDocument, { input: { group, value } });
  return (updateSiteSettingsGroup.payload as SiteSettings)[group];
}

import { api } from '../../../shared/api/api.ts';
import { UpdateSiteSettingsGroupDocument } from '../../../../content-engine/documents/generated/mutation/siteSettings/updateSiteSettingsGroup.ts';

/** Replaces one group of the settings document (the new-design page). */
export const updateSiteSettingsGroup = async (group: string, value: unknown) =>
  (await api.request(UpdateSiteSettingsGroupDocument, { input: { group, value } })).updateSiteSettingsGroup;

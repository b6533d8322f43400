import { api } from '../../../shared/api/api.ts';
import { UpdateSiteSettingsDocument } from '../../../../content-engine/documents/generated/mutation/siteSettings/updateSiteSettings.ts';

/** Replaces the whole settings document (the old-design page). */
export const updateSiteSettings = async (payload: Record<string, unknown>) =>
  (await api.request(UpdateSiteSettingsDocument, { input: { payload } })).updateSiteSettings;

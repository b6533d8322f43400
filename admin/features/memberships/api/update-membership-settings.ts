import { api } from '../../../shared/api/api.ts';
import { UpdateMembershipSettingsDocument } from '../../../../content-engine/documents/generated/mutation/membership/updateMembershipSettings.ts';
import type { SiteSettings } from '../../../../content-engine/shared/schemas/site-settings.ts';

/** Replaces the memberships group of the site settings (manage_memberships); answers it as stored. Refusals name `value.<field>`. */
export async function updateMembershipSettings(value: unknown): Promise<SiteSettings['memberships']> {
  const { updateMembershipSettings: saved } = await api.request(UpdateMembershipSettingsDocument, { input: { value } });
  return (saved.payload as SiteSettings).memberships;
}

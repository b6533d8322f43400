import type { Knex } from 'knex';
import { defaultSiteSettings, type SiteSettings, type SiteSettingsPartial } from '../shared/schemas/site-settings.ts';
import { saveSiteSettings } from '../settings/queries.ts';

/** Stores a complete settings document for the tenant, built from `settings` with defaults. */
export async function insertSiteSettings(
  db: Knex,
  {
    tenantKey,
    settings = {},
    updated = Date.now(),
  }: { tenantKey: string; settings?: SiteSettingsPartial; updated?: number },
): Promise<SiteSettings> {
  return saveSiteSettings(db, { tenantKey, settings: defaultSiteSettings(settings), now: updated });
}

import type { Knex } from 'knex';
import { z } from 'zod';
import { EngineError } from './errors.ts';
import { dbJson, dbNumber } from './rows.ts';
import { defaultSiteSettings, siteSettingsSchema, type SiteSettings } from '../shared/schemas/site-settings.ts';

/*
 * Reading a tenant's settings document: every domain reads settings (gating, commenting, site
 * users, search, pages), only the settings domain writes them (settings/queries.ts).
 */

const settingsRow = z.object({ payload: dbJson(z.unknown()), updated: dbNumber });

export interface StoredSiteSettings {
  settings: SiteSettings;
  /** When the document was last saved; null when the tenant has none and gets defaults. */
  updated: number | null;
}

/** The defaults a tenant without a settings row gets: its name, and its key as ad base path. */
async function tenantDefaults(db: Knex, tenantKey: string): Promise<SiteSettings> {
  const tenant: { name: string } | undefined = await db('tenants').where({ key: tenantKey }).first('name');
  return defaultSiteSettings({ general: { siteName: tenant?.name ?? '' }, googleAdManager: { basePath: tenantKey } });
}

/** The tenant's settings document, validated, with when it was saved. */
export async function findSiteSettings(db: Knex, tenantKey: string): Promise<StoredSiteSettings> {
  const row = await db('site_settings').where({ tenant_key: tenantKey }).first('payload', 'updated');
  if (!row) return { settings: await tenantDefaults(db, tenantKey), updated: null };
  const { payload, updated } = settingsRow.parse(row);
  const parsed = siteSettingsSchema.safeParse(payload);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new EngineError(
      'INTERNAL_SERVER_ERROR',
      `The stored site settings of tenant "${tenantKey}" are invalid. ${problems}`,
    );
  }
  return { settings: parsed.data, updated };
}

/** The tenant's settings document (defaults when it has none). */
export async function loadSiteSettings(db: Knex, tenantKey: string): Promise<SiteSettings> {
  return (await findSiteSettings(db, tenantKey)).settings;
}

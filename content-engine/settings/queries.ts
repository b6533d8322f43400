import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { loadSiteSettings } from '../core/site-settings-reader.ts';
import { indexContentSearch } from '../search/index-queries.ts';
import { siteSettingsSchema, type SiteSettings, type SiteSettingsPartial } from '../shared/schemas/site-settings.ts';

/**
 * Validates and stores a tenant's whole settings document; returns what was stored. A change of
 * the ungated paragraphs rewrites the search rows of membership-gated items (they hold only what
 * the gate shows): call it in a transaction so no search sees the settings and the index disagree.
 */
export async function saveSiteSettings(
  db: Knex,
  { tenantKey, settings, now }: { tenantKey: string; settings: SiteSettingsPartial; now: number },
): Promise<SiteSettings> {
  const document = siteSettingsSchema.parse(settings);
  // Unknown when the stored document cannot be read: the index is rewritten then.
  const before = await loadSiteSettings(db, tenantKey).then(
    (stored) => stored.memberships.ungatedParagraphs,
    () => null,
  );
  await db('site_settings')
    .insert({ tenant_key: tenantKey, payload: toJson(document), updated: now })
    .onConflict('tenant_key')
    .merge(['payload', 'updated']);
  if (before !== document.memberships.ungatedParagraphs)
    await indexContentSearch(db, { tenantKey, hardGatedOnly: true });
  return document;
}

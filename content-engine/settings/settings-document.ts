import type { Knex } from 'knex';
import { invalidInput } from '../core/validate.ts';
import { activeSectionStatus } from '../sections/queries.ts';
import { siteSettingsSchema, type SiteSettings } from '../shared/schemas/site-settings.ts';

/** The top-level groups of the settings document. */
export const settingsGroups = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettings)[];

/**
 * Validates a whole settings document. `rename` maps each problem's document path to the input
 * field the caller sent (e.g. "header.logoHeight" → "payload.header.logoHeight").
 */
export function parseSettingsDocument(document: unknown, rename: (path: string) => string): SiteSettings {
  const result = siteSettingsSchema.safeParse(document);
  if (result.success) return result.data;
  throw invalidInput(
    result.error.issues.map((issue) => ({ path: rename(issue.path.join('.')), message: issue.message })),
  );
}

/** Refuses section ids (leaders.section, sectionTree.parentSections) that are not active sections of the tenant. */
export async function assertSettingsSectionsExist(
  db: Knex,
  { tenantKey, settings, rename }: { tenantKey: string; settings: SiteSettings; rename: (path: string) => string },
) {
  const references = [
    ...(settings.leaders.section !== null ? [{ id: settings.leaders.section, path: 'leaders.section' }] : []),
    ...settings.sectionTree.parentSections.map((id, i) => ({ id, path: `sectionTree.parentSections.${i}` })),
  ];
  if (references.length === 0) return;
  const known = new Set(
    (
      await db('website_sections')
        .where({ tenant_key: tenantKey, status: activeSectionStatus })
        .whereIn(
          'id',
          references.map((r) => r.id),
        )
        .pluck('id')
    ).map(Number),
  );
  const missing = references.filter((r) => !known.has(r.id));
  if (missing.length)
    throw invalidInput(
      missing.map((r) => ({ path: rename(r.path), message: `Website section ${r.id} is not in this tenant` })),
    );
}

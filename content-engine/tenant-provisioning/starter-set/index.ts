import type { Knex } from 'knex';
import type { Tenant } from '../../core/tenant.ts';
import { saveSiteSettings } from '../../settings/queries.ts';
import { insertStarterLayouts } from './layouts.ts';
import { insertStarterSections } from './sections.ts';
import { starterSettings } from './settings.ts';

export interface StarterSetCounts {
  sections: number;
  layouts: number;
}

/**
 * Gives a new tenant the starter set (ADR 0083): sections, the home, section and content layouts,
 * and site settings with menus that link the sections. Call it in the transaction that inserts
 * the tenant, so a failure leaves no half-made tenant.
 */
export async function insertStarterSet(
  db: Knex,
  { tenant, now }: { tenant: Pick<Tenant, 'key' | 'name' | 'domains'>; now: number },
): Promise<StarterSetCounts> {
  const sections = await insertStarterSections(db, { tenantKey: tenant.key, now });
  const layouts = await insertStarterLayouts(db, { tenantKey: tenant.key, sections, now });
  const settings = starterSettings(tenant, { sections, year: new Date(now).getUTCFullYear() });
  await saveSiteSettings(db, { tenantKey: tenant.key, settings, now });
  return { sections: sections.length, layouts };
}

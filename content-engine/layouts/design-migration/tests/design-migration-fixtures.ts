import type { Knex } from 'knex';
import { insertLayout, insertTenant } from '../../../testing/fixtures.ts';
import { insertSiteSettings } from '../../../testing/fixtures-settings.ts';

/** A grid whose rows have these layouts, one rich_text block per column. */
export const rowsGrid = (...layouts: string[]) => ({
  rows: layouts.map((layout, r) => ({
    id: `row-${r + 1}`,
    settings: { layout },
    columns: layout.split('_').map((_, c) => ({
      id: `row-${r + 1}-column-${c + 1}`,
      blocks: [{ id: `block-${r + 1}-${c + 1}`, type: 'rich_text', settings: { html: '<p>Text</p>' } }],
    })),
  })),
});

const links = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Link ${i + 1}`, href: `/link-${i + 1}` }));

/**
 * Two sites on the old design. Alpha renders its own layouts (one with rows to map, one without),
 * one shared with beta and a global one (owned by beta); beta has a layout of its own.
 */
export async function seedDesignSites(db: Knex) {
  await insertTenant(db, { key: 'alpha', name: 'Alpha' });
  await insertTenant(db, { key: 'beta', name: 'Beta' });
  const ids = {
    alphaHome: await insertLayout(db, {
      tenantKey: 'alpha',
      name: 'Alpha home',
      type: 'url-override',
      aliases: ['/'],
      primaryGrid: rowsGrid('1_3', '1', '3_1'),
      secondaryGrid: rowsGrid('1_2_1'),
    }),
    alphaPlain: await insertLayout(db, {
      tenantKey: 'alpha',
      name: 'Alpha plain section',
      type: 'section',
      primaryGrid: rowsGrid('1_2', '1_1_1'),
    }),
    shared: await insertLayout(db, {
      tenantKey: 'alpha',
      name: 'Shared content',
      type: 'content',
      tenants: ['alpha', 'beta'],
      primaryGrid: rowsGrid('3_1'),
    }),
    global: await insertLayout(db, {
      tenantKey: 'beta',
      name: 'Global module',
      type: 'module',
      key: 'global-module',
      isGlobal: true,
      tenants: [],
      primaryGrid: rowsGrid('1_2_1'),
    }),
    betaOwn: await insertLayout(db, {
      tenantKey: 'beta',
      name: 'Beta home',
      type: 'url-override',
      aliases: ['/'],
      primaryGrid: rowsGrid('1_3'),
    }),
  };
  await insertSiteSettings(db, { tenantKey: 'alpha', settings: { menu: { header_primary: links(6) } } });
  await insertSiteSettings(db, { tenantKey: 'beta', settings: { header: { ctaText: 'Subscribe' } } });
  return ids;
}

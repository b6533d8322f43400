import { describe, expect, it } from 'vitest';
import { standardContentTypes } from '../../../content-engine/shared/content-types.ts';
import { gridSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { siteSettingsSchema } from '../../../content-engine/shared/schemas/site-settings.ts';
import { demoBrands, scaleBrand } from '../brands/index.ts';
import { slugify } from '../text.ts';
import { generateTenant } from './generate-tenant.ts';
import type { IdAllocator } from './ids.ts';

const now = Date.UTC(2026, 0, 15, 12);
const counterIds = (): IdAllocator => {
  const last: Record<string, number> = {};
  return (table) => (last[table] = (last[table] ?? (table === 'content' ? 10_000_000 : 0)) + 1);
};
const fleetOwner = demoBrands[0]!;

describe('tenant generator', () => {
  it('gives the same rows for the same seed and clock', () => {
    const a = generateTenant({ brand: fleetOwner, items: 120, seed: 1, now }, counterIds());
    const b = generateTenant({ brand: fleetOwner, items: 120, seed: 1, now }, counterIds());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const c = generateTenant({ brand: fleetOwner, items: 120, seed: 2, now }, counterIds());
    expect(JSON.stringify(c.content)).not.toBe(JSON.stringify(a.content));
  });

  it('covers every content type once there is room for them', () => {
    const data = generateTenant({ brand: demoBrands[1]!, items: 19, seed: 1, now }, counterIds());
    expect(new Set(data.content.map((c) => c.type))).toEqual(new Set(standardContentTypes));
  });

  it('adds apparatus and in-quarters items only to the tenant configured for them', () => {
    const fleet = generateTenant({ brand: demoBrands[0]!, items: 19, seed: 1, now }, counterIds());
    expect(fleet.content.filter((c) => c.type === 'Apparatus').length).toBeGreaterThan(0);
    expect(fleet.content.filter((c) => c.type === 'InQuarters').length).toBeGreaterThan(0);
    expect(fleet.tenants[0]).toMatchObject({ extra_content_types: '["Apparatus","InQuarters"]' });
    const plant = generateTenant({ brand: demoBrands[1]!, items: 19, seed: 1, now }, counterIds());
    expect(plant.content.some((c) => c.type === 'Apparatus' || c.type === 'InQuarters')).toBe(false);
  });

  it('keeps slugs and canonical paths unique within the tenant', () => {
    const data = generateTenant({ brand: scaleBrand(1), items: 1500, seed: 1, now }, counterIds());
    const paths = data.content.map((c) => c.canonical_path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(data.tenants[0]).toMatchObject({ key: 'scale1', is_test: true });
  });

  it('writes only valid grids and settings', () => {
    const data = generateTenant({ brand: demoBrands[2]!, items: 60, seed: 1, now }, counterIds());
    for (const layout of data.layouts) {
      expect(() => gridSchema.parse(JSON.parse(layout.primary_grid as string))).not.toThrow();
      expect(() => gridSchema.parse(JSON.parse(layout.secondary_grid as string))).not.toThrow();
    }
    expect(siteSettingsSchema.parse(JSON.parse(data.site_settings[0]!.payload as string)).general.siteName).toBe(
      'Healthcare IT Today',
    );
  });

  it('makes URL slugs from names', () => {
    expect(slugify('Tires & Wheels: What’s Next?')).toBe('tires-and-wheels-whats-next');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('item');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../shared/schemas/site-settings.ts';
import { gridSchema } from '../../shared/schemas/grid.ts';
import type { LayoutRecord } from '../writes.ts';
import { mappedGrid, mappedRowCount, newDesignPlan, sharedLayoutNote } from './new-design-plan.ts';
import { readinessWarnings } from './readiness.ts';

const grid = (...layouts: string[]) =>
  gridSchema.parse({
    rows: layouts.map((layout, i) => ({
      id: `r${i}`,
      settings: { layout },
      columns: layout.split('_').map((_, c) => ({ id: `r${i}c${c}`, blocks: [] })),
    })),
  });

const layout = (id: number, fields: Partial<LayoutRecord>): LayoutRecord =>
  ({
    id,
    name: `Layout ${id}`,
    type: 'section',
    tenantKey: 'alpha',
    isGlobal: false,
    tenants: ['alpha'],
    primaryGrid: grid(),
    secondaryGrid: grid(),
    ...fields,
  }) as LayoutRecord;

describe('the plan of a migration to the new design', () => {
  it("rewrites the site's own layouts only, and lists every row the new design maps", () => {
    const plan = newDesignPlan(
      [
        layout(1, { primaryGrid: grid('1_3', '1'), secondaryGrid: grid('1_2_1') }),
        layout(2, { tenants: ['alpha', 'beta'], primaryGrid: grid('3_1') }),
        layout(3, { isGlobal: true, tenants: [], tenantKey: 'beta', primaryGrid: grid('1_3') }),
        layout(4, { tenants: ['beta'], tenantKey: 'alpha', primaryGrid: grid('1_3') }),
      ],
      'alpha',
    );
    expect(plan.layouts.map((l) => [l.id, l.scope, l.rewritten, l.changedRows])).toEqual([
      [1, 'site', true, 2],
      [2, 'shared', false, 1],
      [3, 'global', false, 1],
    ]);
    expect(plan.layouts[1]!.note).toBe(sharedLayoutNote);
    expect(plan.rows.map((r) => `${r.layoutId} ${r.grid} ${r.row} ${r.from}→${r.to} ${r.rewritten}`)).toEqual([
      '1 primary 1 1_3→1_2 true',
      '1 secondary 1 1_2_1→1_1_1 true',
      '2 primary 1 3_1→2_1 false',
      '3 primary 1 1_3→1_2 false',
    ]);
    expect(plan.rewrite.map((l) => l.id)).toEqual([1]);
  });

  it('maps a grid and counts the rows it maps', () => {
    const before = grid('1', '1_2', '2_1', '1_3', '3_1', '1_1_1', '1_2_1');
    expect(mappedGrid(before).rows.map((r) => r.settings.layout)).toEqual([
      '1',
      '1_2',
      '2_1',
      '1_2',
      '2_1',
      '1_1_1',
      '1_1_1',
    ]);
    expect(mappedRowCount(before, grid('1_3'))).toBe(4);
  });
});

describe('readiness for the new design', () => {
  it('warns of an empty primary menu, a missing call to action and empty mega menus', () => {
    expect(readinessWarnings(defaultSiteSettings()).map((w) => w.code)).toEqual([
      'no-primary-menu',
      'no-cta-text',
      'empty-mega-menus',
    ]);
  });

  it('names the primary menu links the new header leaves out, and is quiet when all is set', () => {
    const link = (label: string) => ({ label, href: `/${label}` });
    const settings = defaultSiteSettings({
      header: { ctaText: 'Subscribe' },
      menu: {
        header_primary: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(link),
        mega_1: [link('x')],
        mega_2: [link('y')],
        mega_3: [link('z')],
      },
    });
    expect(readinessWarnings(settings)).toEqual([
      {
        code: 'primary-menu-cut',
        message: 'The new header shows the first 5 of the 7 primary menu links; left out: f, g.',
      },
    ]);
    expect(readinessWarnings({ ...settings, menu: { ...settings.menu, header_primary: [link('a')] } })).toEqual([]);
  });
});

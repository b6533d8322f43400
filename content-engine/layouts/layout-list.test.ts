import { describe, expect, it } from 'vitest';
import { filterLayouts } from './layout-list.ts';
import type { LayoutRecord } from './writes.ts';
import { layoutFixture } from '../testing/layout-fixture.ts';

const layout = (id: number, fields: Partial<LayoutRecord>): LayoutRecord => ({
  ...layoutFixture({ id, tenantKey: 'alpha', type: 'section', updated: id }),
  tenants: ['alpha'],
  ...fields,
});

const layouts = [
  layout(1, { name: 'Home page', type: 'url-override', aliases: ['/'], updated: 30 }),
  layout(2, { name: 'Articles', type: 'content-type-override', contentTypes: ['Article', 'News'], updated: 10 }),
  layout(3, { name: 'Global section', type: 'section', isGlobal: true, tenants: [], updated: 20 }),
  layout(4, { name: 'issue', type: 'module', key: 'issue', updated: 40 }),
  layout(5, { name: 'News hub', type: 'url-override', aliases: ['/news', '/news/today'], updated: 5 }),
];
const byName = { field: 'name', order: 'asc' } as const;
const ids = (list: LayoutRecord[]) => list.map((l) => l.id);

describe('the layouts list', () => {
  it('sorts by name (case-insensitive), type or last change, either way', () => {
    expect(ids(filterLayouts(layouts, {}, byName))).toEqual([2, 3, 1, 4, 5]);
    expect(ids(filterLayouts(layouts, {}, { field: 'updated', order: 'desc' }))).toEqual([4, 1, 3, 2, 5]);
    expect(ids(filterLayouts(layouts, {}, { field: 'type', order: 'asc' }))).toEqual([2, 4, 3, 1, 5]);
  });

  it('searches the name, the module key and the aliases', () => {
    expect(ids(filterLayouts(layouts, { search: 'NEWS' }, byName))).toEqual([5]);
    expect(ids(filterLayouts(layouts, { search: 'issue' }, byName))).toEqual([4]);
    expect(ids(filterLayouts(layouts, { search: '/news/to' }, byName))).toEqual([5]);
  });

  it('filters by type, scope, content type and alias, all of them together', () => {
    expect(ids(filterLayouts(layouts, { types: ['url-override'] }, byName))).toEqual([1, 5]);
    expect(ids(filterLayouts(layouts, { scope: 'global' }, byName))).toEqual([3]);
    expect(ids(filterLayouts(layouts, { scope: 'site' }, byName))).toEqual([2, 1, 4, 5]);
    expect(ids(filterLayouts(layouts, { contentType: 'News' }, byName))).toEqual([2]);
    expect(ids(filterLayouts(layouts, { alias: 'news/' }, byName))).toEqual([5]);
    expect(ids(filterLayouts(layouts, { alias: '/news/today', types: ['section'] }, byName))).toEqual([]);
  });
});

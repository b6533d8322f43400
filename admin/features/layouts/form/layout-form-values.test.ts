import { describe, expect, it } from 'vitest';
import type { EditedLayout } from '../api/get-layout.ts';
import { layoutFormValues, layoutInputFromForm } from './layout-form-values.ts';

const grid = {
  rows: [
    {
      id: 'r1',
      settings: {
        layout: '1_2',
        verticalPadding: 'default',
        horizontalPadding: 'default',
        columnPriority: 'largest_first',
        displayCondition: 'always',
        equalizeBlocks: false,
        groupBlocks: false,
        width: 'site-width',
      },
      columns: [
        {
          id: 'c1',
          settings: { blockAlignment: 'top' },
          blocks: [{ id: 'b1', type: 'content_list', settings: { title: 'Latest' } }],
        },
        { id: 'c2', settings: { blockAlignment: 'top' }, blocks: [] },
      ],
    },
  ],
};

const stored: EditedLayout = {
  id: 7,
  tenantKey: 'fleetowner',
  name: 'Equipment landing',
  type: 'url-override',
  key: null,
  aliases: ['/equipment'],
  propagate: true,
  pageType: 'section',
  contentTypes: [],
  gatingRequirements: 'membership',
  isGlobal: false,
  tenants: ['fleetowner', 'plantservices'],
  hideHeader: true,
  hideFooter: false,
  fullWidth: true,
  fullHeight: false,
  loadMoreType: { type: 'page-scroll' },
  adExclusions: { welcomeAd: true },
  primaryGrid: grid,
  secondaryGrid: { rows: [] },
  updated: 1_700_000_000_000,
};

describe('the layout form values', () => {
  it('starts a new layout empty, assigned to the managed site, with every ad shown and the page shell defaults', () => {
    const values = layoutFormValues(null, { siteKey: 'fleetowner' });
    expect(values).toMatchObject({ name: '', type: '', aliases: [], tenants: ['fleetowner'], loadMoreType: 'none' });
    expect(values).toMatchObject({ hideHeader: false, hideFooter: false, fullWidth: false, fullHeight: true });
    expect(Object.values(values.adExclusions)).toEqual([false, false, false, false, false, false, false]);
    expect(values.primaryGrid).toEqual({ rows: [] });
  });

  it('gives back a stored layout unchanged through the form, both grids included', () => {
    const input = layoutInputFromForm(layoutFormValues(stored, { siteKey: null }));
    expect(input).toEqual({
      name: 'Equipment landing',
      type: 'url-override',
      key: null,
      aliases: ['/equipment'],
      propagate: true,
      pageType: 'section',
      contentTypes: [],
      gatingRequirements: 'membership',
      isGlobal: false,
      tenants: ['fleetowner', 'plantservices'],
      hideHeader: true,
      hideFooter: false,
      fullWidth: true,
      fullHeight: false,
      loadMoreType: 'page-scroll',
      adExclusions: {
        welcomeAd: true,
        headerLeaderboardAd: false,
        stickyLeaderboardAd: false,
        contentBodyNativeAd: false,
        contentBodyEmbedAd: false,
        contentListNativeAd: false,
        reskinAd: false,
      },
      primaryGrid: grid,
      secondaryGrid: { rows: [] },
    });
  });

  it('trims text, leaves out blank aliases, sends no key off module layouts and no sites on global ones', () => {
    const values = {
      ...layoutFormValues(null, { siteKey: 'fleetowner' }),
      name: '  Trucks  ',
      type: 'section' as const,
      key: 'issue',
      aliases: [{ path: ' /trucks ' }, { path: '   ' }],
      isGlobal: true,
    };
    expect(layoutInputFromForm(values)).toMatchObject({
      name: 'Trucks',
      key: null,
      aliases: ['/trucks'],
      isGlobal: true,
      tenants: [],
      pageType: null,
      gatingRequirements: null,
    });
    expect(layoutInputFromForm({ ...values, type: 'module', key: ' issue ' }).key).toBe('issue');
  });
});

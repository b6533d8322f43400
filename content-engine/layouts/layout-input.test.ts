import { describe, expect, it } from 'vitest';
import { gridReferences } from './grid-references.ts';
import { layoutFieldsSchema } from './layout-input.ts';

const problems = (input: Record<string, unknown>) =>
  Object.fromEntries(
    (layoutFieldsSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('layout fields', () => {
  it('fills defaults for everything but name and type', () => {
    expect(layoutFieldsSchema.parse({ name: ' Section ', type: 'section' })).toEqual({
      name: 'Section',
      type: 'section',
      key: null,
      aliases: [],
      propagate: false,
      pageType: null,
      contentTypes: [],
      gatingRequirements: null,
      isGlobal: false,
      tenants: [],
      hideHeader: false,
      hideFooter: false,
      fullWidth: false,
      fullHeight: true,
      loadMoreType: 'none',
      adExclusions: {},
      primaryGrid: { rows: [] },
      secondaryGrid: { rows: [] },
    });
  });

  it('keeps the page shell defaults (not full width, full height) for nulls and takes given values', () => {
    const base = { name: 'S', type: 'section' };
    expect(layoutFieldsSchema.parse({ ...base, fullWidth: null, fullHeight: null })).toMatchObject({
      fullWidth: false,
      fullHeight: true,
    });
    expect(layoutFieldsSchema.parse({ ...base, fullWidth: true, fullHeight: false })).toMatchObject({
      fullWidth: true,
      fullHeight: false,
    });
  });

  it('requires a name and a type', () => {
    expect(problems({ name: '  ' })).toMatchObject({ name: 'Field is required', type: 'Field is required' });
    expect(problems({ type: 'section' })).toEqual({ name: 'Field is required' });
  });

  it('applies the spec rules for keys, aliases, page types and content types', () => {
    expect(problems({ name: 'M', type: 'module' })).toEqual({ key: 'Field is required' });
    expect(problems({ name: 'U', type: 'url-override' })).toEqual({ aliases: 'Field is required' });
    expect(problems({ name: 'P', type: 'url-override', aliases: ['/a'], propagate: true })).toEqual({
      pageType: 'Field is required',
    });
    expect(problems({ name: 'T', type: 'content-type-override' })).toEqual({ contentTypes: 'Field is required' });
    expect(problems({ name: 'O', type: 'content-override', contentTypes: [] })).toEqual({
      contentTypes: 'Field is required',
    });
  });

  it('normalises aliases to paths', () => {
    expect(
      layoutFieldsSchema.parse({ name: 'U', type: 'url-override', aliases: ['news/', '/equipment//trucks/', '/news'] })
        .aliases,
    ).toEqual(['/news', '/equipment/trucks']);
  });

  it('rejects unknown ad exclusion flags, load-more types and bad grids', () => {
    expect(
      Object.keys(problems({ name: 'A', type: 'section', adExclusions: { welcomeAd: true, popup: true } })),
    ).toEqual(['adExclusions']);
    expect(Object.keys(problems({ name: 'A', type: 'section', loadMoreType: 'infinite' }))).toEqual(['loadMoreType']);
    expect(
      Object.keys(problems({ name: 'A', type: 'section', primaryGrid: { rows: [{ id: 'r', columns: [] }] } })),
    ).toEqual(['primaryGrid.rows.0.columns']);
  });
});

describe('gridReferences', () => {
  it('lists the section and content ids list blocks draw from, with their field paths', () => {
    const grid = layoutFieldsSchema.parse({
      name: 'G',
      type: 'section',
      primaryGrid: {
        rows: [
          {
            id: 'r',
            columns: [
              {
                id: 'c',
                blocks: [
                  { id: 'a', type: 'rich_text' },
                  { id: 'b', type: 'content_list', settings: { population: { section: 7, contentIds: [11] } } },
                  { id: 'd', type: 'content_list', settings: { population: { section: 'current' } } },
                ],
              },
            ],
          },
        ],
      },
    }).primaryGrid;
    expect(gridReferences(grid, 'primaryGrid')).toEqual([
      { kind: 'section', id: 7, path: 'primaryGrid.rows.0.columns.0.blocks.1.settings.population.section' },
      { kind: 'content', id: 11, path: 'primaryGrid.rows.0.columns.0.blocks.1.settings.population.contentIds.0' },
    ]);
  });
});

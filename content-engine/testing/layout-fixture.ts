import type { Layout } from '../layouts/layout.ts';

/** A layout for unit tests: an empty site-owned content layout of tenant 'a', with `fields` over it. */
export const layoutFixture = (fields: Partial<Layout> & Pick<Layout, 'id'>): Layout => ({
  tenantKey: 'a',
  name: `Layout ${fields.id}`,
  type: 'content',
  key: null,
  aliases: [],
  propagate: false,
  pageType: null,
  contentTypes: [],
  gatingRequirements: null,
  isGlobal: false,
  hideHeader: false,
  hideFooter: false,
  fullWidth: false,
  fullHeight: true,
  loadMoreType: 'none',
  adExclusions: {},
  primaryGrid: { rows: [] },
  secondaryGrid: { rows: [] },
  updated: 0,
  ...fields,
});

import { moduleBlockType } from '../shared/module-block-type.ts';

/** site_search: a search box, on sites with search. */
export const siteSearchBlock = moduleBlockType(
  'site_search',
  { label: 'Site search', group: 'Navigation & search' },
  'search',
);

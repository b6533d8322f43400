import { moduleBlockType } from '../shared/module-block-type.ts';

/** search: the search page module, on sites with search. */
export const searchBlock = moduleBlockType('search', { label: 'Search', group: 'Navigation & search' }, 'search');

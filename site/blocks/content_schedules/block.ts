import { listBlockType } from '../shared/list-block-type.ts';

/** content_schedules: the content scheduled to the page's section (rendered by ContentList, ADR 41). */
export const contentSchedulesBlock = listBlockType(
  'content_schedules',
  { label: 'Content schedules', group: 'Content lists' },
  { section: 'current', numberOfItems: 10 },
);

import { listBlockType } from '../shared/list-block-type.ts';

/** webinars: upcoming webinars by default (rendered by ContentList, ADR 41). */
export const webinarsBlock = listBlockType(
  'webinars',
  { label: 'Webinars', group: 'Content lists' },
  { contentTypes: ['Webinar'], numberOfItems: 6 },
);

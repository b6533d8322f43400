import { listBlockType } from '../shared/list-block-type.ts';

/** content_image_grid: a content query shown as image cards. */
export const contentImageGridBlock = listBlockType('content_image_grid', {
  label: 'Content image grid',
  group: 'Content lists',
});

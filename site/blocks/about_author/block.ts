import { populateAboutAuthor } from '../../../content-engine/layouts/population/authors.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { noAuthors } from '../shared/empty-rules.ts';

/** about_author: the page item's authors, in byline order. */
export const aboutAuthorBlock = defineBlockType({
  type: 'about_author',
  label: 'About the author',
  group: 'Content page',
  settings: blockSettingsSchema,
  populate: populateAboutAuthor,
  isEmpty: noAuthors,
});

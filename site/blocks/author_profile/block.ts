import { populateAuthorProfile, profileSettingsShape } from '../../../content-engine/layouts/population/authors.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { noAuthors } from '../shared/empty-rules.ts';

/** author_profile: the chosen person, else the page item's first author. */
export const authorProfileBlock = defineBlockType({
  type: 'author_profile',
  label: 'Author profile',
  group: 'Content page',
  settings: blockSettingsSchema.extend(profileSettingsShape),
  populate: populateAuthorProfile,
  isEmpty: noAuthors,
});

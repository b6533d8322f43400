import type { Knex } from 'knex';
import { z } from 'zod';
import { attachAssets } from '../../assets/queries.ts';
import { toImageNode } from '../../content/content-node.ts';
import { personColumns, toPerson, type Person } from '../../persons/person.ts';
import { findAuthorsForContent } from '../../persons/queries.ts';
import { authorsAhead } from '../../content/read-ahead.ts';
import { ContentStatus } from '../../shared/enums.ts';
import type { AuthorProfile } from './author-profile.ts';
import type { BlockPopulator, PageScope } from './types.ts';

const toAuthorProfile = (person: Person): AuthorProfile => ({
  id: person.id,
  name: person.fullName,
  title: person.title,
  bio: person.bio,
  image: person.image ? toImageNode(person.image) : null,
});

/** author_profile's setting: the person to present (else the page item's first author). */
export const profileSettingsShape = { personId: z.number().int().positive().optional() };
const profileSettings = z.looseObject(profileSettingsShape);

async function pageAuthors(
  { db, memos, tenantKey }: Pick<PageScope, 'db' | 'memos' | 'tenantKey'>,
  contentId: number | null,
): Promise<Person[]> {
  if (!contentId) return [];
  return (
    (await authorsAhead(memos, tenantKey, [contentId])).get(contentId) ??
    (await findAuthorsForContent(db, tenantKey, [contentId])).get(contentId) ??
    []
  );
}

async function findPublishedPerson(db: Knex, tenantKey: string, id: number): Promise<Person | null> {
  const row = await db('persons')
    .where({ tenant_key: tenantKey, id, status: ContentStatus.PUBLISHED })
    .first(personColumns);
  if (!row) return null;
  const [person] = await attachAssets(db, tenantKey, [toPerson(row)], { idOf: (p) => p.imageId, as: 'image' });
  return person ?? null;
}

/** about_author: the page item's published authors, in byline order. */
export const populateAboutAuthor: BlockPopulator = async (_block, scope) => {
  const authors = (await pageAuthors(scope, scope.contentId)).map(toAuthorProfile);
  return { authors, underFilled: authors.length === 0 };
};

/** author_profile: the person chosen in `settings.personId`, else the page item's first author. */
export const populateAuthorProfile: BlockPopulator = async (block, scope) => {
  const { personId } = profileSettings.parse(block.settings);
  const person = personId
    ? await findPublishedPerson(scope.db, scope.tenantKey, personId)
    : ((await pageAuthors(scope, scope.contentId))[0] ?? null);
  return { authors: person ? [toAuthorProfile(person)] : [], underFilled: !person };
};

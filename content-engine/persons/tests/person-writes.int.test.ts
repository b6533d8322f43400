import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertPerson, linkAuthor } from '../../testing/fixtures-catalogue.ts';
import { insertAsset } from '../../testing/fixtures.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

interface Person {
  id: number;
  fullName: string;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  bio: string;
  alias: string | null;
  image: { id: number } | null;
}

const streamQuery = /* GraphQL */ `
  query ($input: GetPersonStreamInput) {
    getPersonStream(input: $input) {
      edges {
        node {
          id
        }
      }
    }
  }
`;

let suite: WriteSuite<`${'create' | 'update' | 'delete'}Person`>;
let engine: TestEngine;
const tokens = { manager: '', editor: '', viewer: '', betaManager: '', betaEditor: '' };

const send = <T = Person>(
  name: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  { token = tokens.manager, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(`${name}Person`, input, { token, tenantKey });
const create = async (input: Record<string, unknown> = {}) =>
  (await send('create', { firstName: 'Ann', lastName: 'Lee', ...input })).value!;
const publishedIds = async (tenantKey = 'alpha') => {
  const { data } = await engine.gql<{ getPersonStream: { edges: { node: { id: number } }[] } }>(
    streamQuery,
    { input: {} },
    { tenantKey },
  );
  return data?.getPersonStream.edges.map((e) => e.node.id) ?? [];
};
const historyOf = (id: number) =>
  engine
    .db('history_entries')
    .where({ tenant_key: 'alpha', entity_type: 'person', entity_id: String(id) })
    .orderBy('id')
    .select('action', 'changes')
    .then((rows: { action: string; changes: string }[]) =>
      rows.map((row) => ({ action: row.action, changes: JSON.parse(row.changes) as unknown[] })),
    );

beforeAll(async () => {
  suite = await createWriteSuite('person', ['createPerson', 'updatePerson', 'deletePerson']);
  engine = suite.engine;
  tokens.manager = await cmsToken(engine, {
    username: 'person-manager',
    tenants: ['alpha'],
    extraPermissions: ['manage_contracts'],
  });
  tokens.editor = await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] });
  tokens.viewer = await cmsToken(engine, { username: 'viewer', role: 'viewer', tenants: ['alpha'] });
  tokens.betaEditor = await cmsToken(engine, { username: 'beta-editor', role: 'editor', tenants: ['beta'] });
  tokens.betaManager = await cmsToken(engine, {
    username: 'beta-person-manager',
    tenants: ['beta'],
    extraPermissions: ['manage_contracts'],
  });
});
afterAll(() => engine.close());

describe('createPerson', () => {
  it('stores a published person with its derived full name, records it and announces it', async () => {
    const photo = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'ann.jpg' });
    let created: Person | undefined;
    const events = await suite.eventsOf(async () => {
      created = (
        await send('create', {
          firstName: ' Ann ',
          lastName: 'Lee',
          title: 'Editor',
          email: 'Ann.Lee@Example.com',
          bio: 'Covers freight.',
          alias: 'ann-lee',
          imageId: photo,
        })
      ).value;
    });
    expect(created).toEqual({
      id: expect.any(Number),
      fullName: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
      title: 'Editor',
      email: 'ann.lee@example.com',
      bio: 'Covers freight.',
      alias: 'ann-lee',
      image: { id: photo },
    });
    const id = created!.id;
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'person', tags: [changeTags.person(id)] }]);
    expect(await publishedIds()).toContain(id);
    expect(await publishedIds('beta')).not.toContain(id);
    const history = await historyOf(id);
    expect(history.map((h) => h.action)).toEqual(['create']);
    expect(history[0]!.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'fullName', before: null, after: 'Ann Lee' })]),
    );
  });

  it('keeps a draft out of the published list', async () => {
    const draft = await create({ status: 'DRAFT', title: '' });
    expect(await publishedIds()).not.toContain(draft.id);
    expect(await engine.db('persons').where({ id: draft.id }).first('status')).toMatchObject({ status: 2 });
  });

  it('names the first name when it is absent or blank', async () => {
    const result = await send('create', { firstName: '   ' });
    expect([result.code, result.message]).toEqual(['BAD_USER_INPUT', 'Invalid input. firstName: Field is required']);
  });

  it('takes a one-word name: the full name is the first name alone', async () => {
    expect((await send('create', { firstName: 'Reuters' })).value).toMatchObject({
      fullName: 'Reuters',
      lastName: '',
    });
  });

  it('refuses a malformed e-mail, an alias that is not a slug and over-long text, naming the fields', async () => {
    const result = await send('create', {
      firstName: 'A',
      lastName: 'B',
      email: 'not-an-address',
      alias: 'Ann Lee',
      title: 'x'.repeat(201),
    });
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.message).toContain('email: Must be an e-mail address');
    expect(result.message).toContain('alias: Use lower-case letters, digits and hyphens only');
    expect(result.message).toContain('title:');
  });

  it("refuses another tenant's asset as the image, naming imageId", async () => {
    const betaPhoto = await insertAsset(engine.db, { tenantKey: 'beta', fileName: 'beta.jpg' });
    const before = await engine.db('persons').count({ n: '*' }).first();
    const result = await send('create', { firstName: 'Ann', lastName: 'Lee', imageId: betaPhoto });
    expect([result.code, result.message]).toEqual([
      'BAD_USER_INPUT',
      `Invalid input. imageId: No such asset of this site (${betaPhoto}).`,
    ]);
    expect(await engine.db('persons').count({ n: '*' }).first()).toEqual(before);
  });

  it("lets an editor with manage_content add an author by name only (the author picker's new author)", async () => {
    const result = await send('create', { firstName: 'New', lastName: 'Author' }, { token: tokens.editor });
    expect(result.value).toMatchObject({ fullName: 'New Author' });
    expect(await publishedIds()).toContain(result.value!.id);
  });

  it('is FORBIDDEN without manage_contracts or manage_content, and UNAUTHENTICATED without a user', async () => {
    expect((await send('create', { firstName: 'A', lastName: 'B' }, { token: tokens.viewer })).code).toBe('FORBIDDEN');
    expect((await send('create', { firstName: 'A' }, { token: tokens.betaEditor })).code).toBe('FORBIDDEN');
    expect((await send('create', { firstName: 'A', lastName: 'B' }, { token: '' })).code).toBe('UNAUTHENTICATED');
  });
});

describe('updatePerson', () => {
  it('changes the given fields, keeps the others, and regenerates the person and its bylines', async () => {
    const person = await create({ title: 'Reporter', email: 'ann@example.com' });
    await linkAuthor(engine.db, { contentId: suite.a.content.newsStory, personId: person.id });
    let updated: Person | undefined;
    const events = await suite.eventsOf(async () => {
      updated = (await send('update', { id: person.id, lastName: 'Park', alias: 'ann-park' })).value;
    });
    expect(updated).toMatchObject({
      fullName: 'Ann Park',
      lastName: 'Park',
      title: 'Reporter',
      email: 'ann@example.com',
      alias: 'ann-park',
    });
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'person',
        tags: [changeTags.content(suite.a.content.newsStory), changeTags.person(person.id)],
      },
    ]);
    const history = await historyOf(person.id);
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
    expect(history[1]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'lastName', before: 'Lee', after: 'Park' }),
        expect.objectContaining({ field: 'fullName', before: 'Ann Lee', after: 'Ann Park' }),
      ]),
    );
  });

  it('clears the image with null and a blank alias', async () => {
    const photo = await insertAsset(engine.db, { tenantKey: 'alpha' });
    const person = await create({ imageId: photo, alias: 'ann' });
    const result = await send('update', { id: person.id, imageId: null, alias: ' ' });
    expect(result.value).toMatchObject({ image: null, alias: null });
  });

  it("refuses another tenant's asset and leaves the person as it was", async () => {
    const person = await create();
    const betaPhoto = await insertAsset(engine.db, { tenantKey: 'beta' });
    const result = await send('update', { id: person.id, imageId: betaPhoto, title: 'Changed' });
    expect([result.code, result.message]).toEqual([
      'BAD_USER_INPUT',
      `Invalid input. imageId: No such asset of this site (${betaPhoto}).`,
    ]);
    expect(await engine.db('persons').where({ id: person.id }).first('title', 'image_id')).toEqual({
      title: '',
      image_id: null,
    });
  });

  it("answers NOT_FOUND for another tenant's person and leaves it untouched", async () => {
    const beta = await insertPerson(engine.db, { tenantKey: 'beta', firstName: 'Beta', lastName: 'Writer' });
    expect((await send('update', { id: beta, firstName: 'Stolen' })).code).toBe('NOT_FOUND');
    expect(await engine.db('persons').where({ id: beta }).first('first_name')).toEqual({ first_name: 'Beta' });
  });

  it('is FORBIDDEN without manage_contracts and for a manager of another tenant', async () => {
    const person = await create();
    expect((await send('update', { id: person.id, title: 'X' }, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await send('update', { id: person.id, title: 'X' }, { token: tokens.betaManager })).code).toBe('FORBIDDEN');
  });
});

describe('deletePerson', () => {
  it('sets the status DELETED, drops the person from lists and bylines, records and announces it', async () => {
    const person = await create();
    await linkAuthor(engine.db, { contentId: suite.a.content.video, personId: person.id });
    let result: Awaited<ReturnType<typeof send<boolean>>> | undefined;
    const events = await suite.eventsOf(async () => {
      result = await send<boolean>('delete', { id: person.id });
    });
    expect(result?.value).toBe(true);
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'person',
        tags: [changeTags.content(suite.a.content.video), changeTags.person(person.id)],
      },
    ]);
    expect(await engine.db('persons').where({ id: person.id }).first('status')).toMatchObject({ status: 0 });
    expect(await publishedIds()).not.toContain(person.id);
    expect((await historyOf(person.id)).map((h) => h.action)).toEqual(['create', 'delete']);
  });

  it('answers NOT_FOUND for a deleted person, on delete and on update', async () => {
    const person = await create();
    await send('delete', { id: person.id });
    expect((await send('delete', { id: person.id })).code).toBe('NOT_FOUND');
    expect((await send('update', { id: person.id, title: 'Back' })).code).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another tenant's person and is FORBIDDEN without manage_contracts", async () => {
    const beta = await insertPerson(engine.db, { tenantKey: 'beta', firstName: 'Beta', lastName: 'Kept' });
    expect((await send('delete', { id: beta })).code).toBe('NOT_FOUND');
    expect(await engine.db('persons').where({ id: beta }).first('status')).toMatchObject({ status: 1 });
    const own = await create();
    expect((await send('delete', { id: own.id }, { token: tokens.editor })).code).toBe('FORBIDDEN');
  });
});

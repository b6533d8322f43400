import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertContent } from '../../testing/fixtures.ts';
import { insertTaxonomy, linkTaxonomy } from '../../testing/fixtures-catalogue.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

interface Term {
  id: number;
  type: string;
  name: string;
  fullName: string;
  parentId: number | null;
}

let suite: WriteSuite<`${'create' | 'update' | 'delete'}Taxonomy`>;
let engine: TestEngine;
const tokens = { editor: '', viewer: '', betaEditor: '' };

const send = <T = Term>(
  name: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  { token = tokens.editor, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(`${name}Taxonomy`, input, { token, tenantKey });
const create = async (input: Record<string, unknown>) => (await send('create', input)).value!;
const stored = (id: number) =>
  engine.db('taxonomy').where({ id }).first('name', 'full_name', 'parent_id') as Promise<
    { name: string; full_name: string; parent_id: number | null } | undefined
  >;
const fullNames = async (ids: number[]) => Promise.all(ids.map(async (id) => (await stored(id))?.full_name));

beforeAll(async () => {
  suite = await createWriteSuite('taxonomy', ['createTaxonomy', 'updateTaxonomy', 'deleteTaxonomy']);
  engine = suite.engine;
  tokens.editor = await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] });
  tokens.viewer = await cmsToken(engine, { username: 'viewer', role: 'viewer', tenants: ['alpha'] });
  tokens.betaEditor = await cmsToken(engine, { username: 'beta-editor', role: 'editor', tenants: ['beta'] });
});
afterAll(() => engine.close());

describe('createTaxonomy', () => {
  it('adds a top-level term and one below it named "Parent > Child", recording history', async () => {
    const events = await suite.eventsOf(async () => {
      const parent = await create({ type: 'Tag', name: ' Technology ' });
      expect(parent).toEqual({
        id: expect.any(Number),
        type: 'Tag',
        name: 'Technology',
        fullName: 'Technology',
        parentId: null,
      });
      const child = await create({ type: 'Tag', name: 'Batteries', parentId: parent.id });
      expect(child).toMatchObject({ fullName: 'Technology > Batteries', parentId: parent.id });
      const entry = await engine
        .db('history_entries')
        .where({ entity_type: 'taxonomy', entity_id: String(child.id) })
        .first('action', 'username', 'tenant_key');
      expect(entry).toEqual({ action: 'create', username: 'editor', tenant_key: 'alpha' });
    });
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'content', tags: [] },
      { tenantKey: 'alpha', kind: 'content', tags: [] },
    ]);
  });

  it('requires a name and one of the five types, emitting nothing', async () => {
    const events = await suite.eventsOf(async () => {
      expect((await send('create', { type: 'Tag', name: '  ' })).message).toBe(
        'Invalid input. name: Field is required',
      );
      expect((await send('create', { type: 'Tag' })).message).toBe('Invalid input. name: Field is required');
      expect((await send('create', { type: 'Colour', name: 'Red' })).message).toBe(
        'Invalid input. type: Must be one of Bin, Tag, Location, Organization, Person',
      );
    });
    expect(events).toEqual([]);
  });

  it('refuses a parent of another type or another tenant', async () => {
    const bin = await create({ type: 'Bin', name: 'Trucks' });
    expect((await send('create', { type: 'Tag', name: 'X', parentId: bin.id })).message).toBe(
      'Invalid input. parentId: Must be a Tag term',
    );
    const beta = await insertTaxonomy(engine.db, { tenantKey: 'beta', type: 'Tag', name: 'Beta parent' });
    expect((await send('create', { type: 'Tag', name: 'X', parentId: beta })).message).toBe(
      'Invalid input. parentId: Must be a term of this site',
    );
  });

  it('needs a signed-in user with manage_taxonomy on the tenant', async () => {
    const events = await suite.eventsOf(async () => {
      expect((await send('create', { type: 'Tag', name: 'P' }, { token: '' })).code).toBe('UNAUTHENTICATED');
      expect((await send('create', { type: 'Tag', name: 'P' }, { token: tokens.viewer })).code).toBe('FORBIDDEN');
      expect((await send('create', { type: 'Tag', name: 'P' }, { token: tokens.betaEditor })).code).toBe('FORBIDDEN');
    });
    expect(events).toEqual([]);
  });
});

describe('updateTaxonomy and deleteTaxonomy', () => {
  const ids = { root: 0, mid: 0, leaf: 0, other: 0, article: 0, leafArticle: 0 };

  beforeAll(async () => {
    ids.root = (await create({ type: 'Location', name: 'USA' })).id;
    ids.mid = (await create({ type: 'Location', name: 'Texas', parentId: ids.root })).id;
    ids.leaf = (await create({ type: 'Location', name: 'Austin', parentId: ids.mid })).id;
    ids.other = (await create({ type: 'Location', name: 'North America' })).id;
    ids.article = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Texas story' });
    ids.leafArticle = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Austin story' });
    await linkTaxonomy(engine.db, { contentId: ids.article, taxonomyId: ids.mid });
    await linkTaxonomy(engine.db, { contentId: ids.leafArticle, taxonomyId: ids.leaf });
  });

  it('renames a term: the full names below follow and the pages of every affected item regenerate', async () => {
    const events = await suite.eventsOf(async () => {
      expect((await send('update', { id: ids.mid, name: 'Lone Star' })).value).toMatchObject({
        name: 'Lone Star',
        fullName: 'USA > Lone Star',
      });
    });
    expect(await fullNames([ids.leaf])).toEqual(['USA > Lone Star > Austin']);
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'content',
        tags: [changeTags.content(ids.article), changeTags.content(ids.leafArticle)].sort(),
      },
    ]);
    const entry = await engine
      .db('history_entries')
      .where({ entity_type: 'taxonomy', entity_id: String(ids.mid), action: 'update' })
      .first('changes');
    expect(String(entry?.changes)).toContain('Lone Star');
  });

  it('moves a term below another and to the top level', async () => {
    await send('update', { id: ids.root, parentId: ids.other });
    expect(await fullNames([ids.root, ids.mid, ids.leaf])).toEqual([
      'North America > USA',
      'North America > USA > Lone Star',
      'North America > USA > Lone Star > Austin',
    ]);
    await send('update', { id: ids.root, parentId: null });
    expect(await fullNames([ids.root, ids.leaf])).toEqual(['USA', 'USA > Lone Star > Austin']);
  });

  it('refuses to put a term below itself or its descendants', async () => {
    for (const parentId of [ids.root, ids.leaf]) {
      const { code, message } = await send('update', { id: ids.root, parentId });
      expect(code).toBe('BAD_USER_INPUT');
      expect(message).toBe('Invalid input. parentId: Cannot be the term itself or one of its descendants');
    }
    expect((await stored(ids.root))?.parent_id).toBeNull();
  });

  it('never touches another tenant’s terms, nor lets another tenant’s editor in', async () => {
    const beta = await insertTaxonomy(engine.db, { tenantKey: 'beta', type: 'Tag', name: 'Beta term' });
    expect((await send('update', { id: beta, name: 'Mine' })).code).toBe('NOT_FOUND');
    expect((await send('delete', { id: beta })).code).toBe('NOT_FOUND');
    expect((await send('update', { id: ids.leaf, name: 'Theirs' }, { token: tokens.betaEditor })).code).toBe(
      'FORBIDDEN',
    );
    expect((await send('update', { id: ids.leaf, name: 'Theirs' }, { token: tokens.viewer })).code).toBe('FORBIDDEN');
    expect((await stored(beta))?.name).toBe('Beta term');
    expect((await stored(ids.leaf))?.name).toBe('Austin');
  });

  it('deletes a term: its links go, its children move up, and the linked pages regenerate', async () => {
    const events = await suite.eventsOf(async () =>
      expect((await send<boolean>('delete', { id: ids.mid })).value).toBe(true),
    );
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'content',
        tags: [changeTags.content(ids.article), changeTags.content(ids.leafArticle)].sort(),
      },
    ]);
    expect(await stored(ids.mid)).toBeUndefined();
    expect(await engine.db('content_taxonomy').where({ taxonomy_id: ids.mid })).toEqual([]);
    expect(await stored(ids.leaf)).toEqual({ name: 'Austin', full_name: 'USA > Austin', parent_id: ids.root });
    expect(
      await engine
        .db('history_entries')
        .where({ entity_type: 'taxonomy', entity_id: String(ids.mid), action: 'delete' }),
    ).toHaveLength(1);
    expect((await send('delete', { id: ids.mid })).code).toBe('NOT_FOUND');
  });
});

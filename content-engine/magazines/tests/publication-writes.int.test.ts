import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../core/change-tags.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertIssue, insertPublication } from '../../testing/fixtures-catalogue.ts';
import { insertAsset } from '../../testing/fixtures.ts';
import { takeValueBeforeInsert } from '../../testing/fixtures-unique-race.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { historyOf, nodesOf, publicationListQuery, type Connection } from './magazine-fixtures.ts';

interface Publication {
  id: number;
  name: string;
  alias: string;
  description: string;
  logo: { id: number } | null;
  subscribeUrl: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  issueCount: number;
  sectionCount: number;
  canonicalPath: string;
}

type Field = `${'create' | 'update' | 'delete'}MagazinePublication`;
let suite: WriteSuite<Field>;
let engine: TestEngine;
const tokens = { manager: '', editor: '', betaManager: '', issueManager: '' };

const send = <T = Publication>(
  verb: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  { token = tokens.manager, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(`${verb}MagazinePublication`, input, { token, tenantKey });
const create = async (input: Record<string, unknown> = {}) =>
  (await send('create', { name: 'Fleet Monthly', ...input })).value!;
const list = async (input: Record<string, unknown>, token = tokens.manager) => {
  const result = await engine.gql<{ getMagazinePublicationList: Connection<{ id: number; name: string }> }>(
    publicationListQuery,
    { input },
    { tenantKey: 'alpha', token },
  );
  return {
    ...result,
    code: result.errors?.[0]?.extensions.code,
    nodes: nodesOf(result.data?.getMagazinePublicationList),
  };
};

beforeAll(async () => {
  suite = await createWriteSuite('magazine', [
    'createMagazinePublication',
    'updateMagazinePublication',
    'deleteMagazinePublication',
  ]);
  engine = suite.engine;
  const manager = { tenants: ['alpha'], extraPermissions: ['manage_magazine_publications' as const] };
  tokens.manager = await cmsToken(engine, { username: 'pub-manager', ...manager });
  tokens.betaManager = await cmsToken(engine, { username: 'beta-pub-manager', ...manager, tenants: ['beta'] });
  tokens.editor = await cmsToken(engine, { username: 'pub-editor', role: 'editor', tenants: ['alpha'] });
  tokens.issueManager = await cmsToken(engine, {
    username: 'issue-only',
    role: 'editor',
    tenants: ['alpha'],
    extraPermissions: ['manage_magazine_issues'],
  });
});
afterAll(() => engine.close());

describe('createMagazinePublication', () => {
  it('stores an active publication with an alias from its name, records it and announces its page', async () => {
    const logo = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'logo.png' });
    let created: Publication | undefined;
    const events = await suite.eventsOf(async () => {
      created = (
        await send('create', {
          name: ' Fleet & Trucks Monthly ',
          description: 'For fleet managers.',
          logoId: logo,
          subscribeUrl: 'https://subscribe.example.com/fleet',
        })
      ).value;
    });
    expect(created).toMatchObject({
      name: 'Fleet & Trucks Monthly',
      alias: 'fleet-and-trucks-monthly',
      description: 'For fleet managers.',
      logo: { id: logo },
      subscribeUrl: 'https://subscribe.example.com/fleet',
      status: 'ACTIVE',
      issueCount: 0,
      sectionCount: 0,
      canonicalPath: '/magazine/fleet-and-trucks-monthly',
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'publication', tags: [tags.publication(created!.id)] }]);
    expect((await historyOf(engine, 'magazine_publication', created!.id)).map((h) => h.action)).toEqual(['create']);
  });

  it('names each bad field: a blank name, a malformed alias and URL', async () => {
    const result = await send('create', { name: '  ', alias: 'Not A Slug', subscribeUrl: 'subscribe.example.com' });
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.message).toBe(
      'Invalid input. name: Field is required; alias: Use lower-case letters, digits and hyphens only; subscribeUrl: Must be an absolute http(s) URL (https://…)',
    );
  });

  it('refuses an alias another publication of the site has, but not one of another site', async () => {
    await create({ name: 'Taken', alias: 'taken' });
    const result = await send('create', { name: 'Again', alias: 'taken' });
    expect([result.code, result.message]).toEqual([
      'BAD_USER_INPUT',
      'Invalid input. alias: Another publication of this site has the alias "taken" (its page is /magazine/taken)',
    ]);
    expect(
      (await send('create', { name: 'Beta taken', alias: 'taken' }, { token: tokens.betaManager, tenantKey: 'beta' }))
        .value,
    ).toMatchObject({ alias: 'taken' });
  });

  it('answers CONFLICT naming the alias when another save takes it between the check and the insert', async () => {
    const release = await takeValueBeforeInsert(engine.db, {
      table: 'magazine_publications',
      column: 'alias',
      value: 'raced',
      row: { tenant_key: 'alpha', name: 'Winner', alias: 'raced', description: '', status: 1, created: 1, updated: 1 },
    });
    try {
      const result = await send('create', { name: 'Raced' });
      expect([result.code, result.message]).toEqual([
        'CONFLICT',
        'The alias "raced" was taken by another edit at the same moment; choose another or try again.',
      ]);
    } finally {
      await release();
    }
  });

  it("refuses another site's image and a file that is not an image as the logo", async () => {
    const betaLogo = await insertAsset(engine.db, { tenantKey: 'beta' });
    const pdf = await insertAsset(engine.db, { tenantKey: 'alpha', type: 'File', fileName: 'rates.pdf' });
    expect((await send('create', { name: 'X', logoId: betaLogo })).message).toBe(
      `Invalid input. logoId: No such image of this site (${betaLogo}).`,
    );
    expect((await send('create', { name: 'X', logoId: pdf })).message).toBe(
      'Invalid input. logoId: rates.pdf is not an image.',
    );
  });

  it('is FORBIDDEN without manage_magazine_publications and UNAUTHENTICATED without a user', async () => {
    expect((await send('create', { name: 'X' }, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await send('create', { name: 'X' }, { token: tokens.issueManager })).code).toBe('FORBIDDEN');
    expect((await send('create', { name: 'X' }, { token: '' })).code).toBe('UNAUTHENTICATED');
  });
});

describe('updateMagazinePublication', () => {
  it("changes the given fields, regenerates its issues' pages and retires the old paths on a new alias", async () => {
    const publication = await create({ name: 'Old Name', alias: 'old-name' });
    const issue = await insertIssue(engine.db, {
      tenantKey: 'alpha',
      publicationId: publication.id,
      name: 'May',
      alias: 'may',
      mailDate: Date.UTC(2026, 4, 1, 12),
    });
    let updated: Publication | undefined;
    const events = await suite.eventsOf(async () => {
      updated = (await send('update', { id: publication.id, name: 'New Name', alias: 'new-name', status: 'INACTIVE' }))
        .value;
    });
    expect(updated).toMatchObject({ name: 'New Name', alias: 'new-name', status: 'INACTIVE', issueCount: 1 });
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'publication',
        tags: [
          tags.issue(issue),
          tags.path('/magazine/old-name'),
          tags.path('/magazine/old-name/may'),
          tags.publication(publication.id),
        ],
      },
    ]);
    const history = await historyOf(engine, 'magazine_publication', publication.id);
    expect(history[1]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', before: 'Old Name', after: 'New Name' }),
        expect.objectContaining({ field: 'status', before: 1, after: 0 }),
      ]),
    );
  });

  it('clears the logo and subscribe URL with null and remakes a blank alias from the name', async () => {
    const logo = await insertAsset(engine.db, { tenantKey: 'alpha' });
    const publication = await create({
      name: 'Clear Me',
      alias: 'custom',
      logoId: logo,
      subscribeUrl: 'https://x.example',
    });
    const result = await send('update', { id: publication.id, logoId: null, subscribeUrl: null, alias: '' });
    expect(result.value).toMatchObject({ logo: null, subscribeUrl: null, alias: 'clear-me' });
  });

  it("answers NOT_FOUND for another site's publication and is FORBIDDEN for another site's manager", async () => {
    const beta = await insertPublication(engine.db, { tenantKey: 'beta', name: 'Beta', alias: 'beta-only' });
    expect((await send('update', { id: beta, name: 'Stolen' })).code).toBe('NOT_FOUND');
    const own = await create({ name: 'Own' });
    expect((await send('update', { id: own.id, name: 'X' }, { token: tokens.betaManager })).code).toBe('FORBIDDEN');
    expect(await engine.db('magazine_publications').where({ id: beta }).first('name')).toEqual({ name: 'Beta' });
  });
});

describe('deleteMagazinePublication', () => {
  it('refuses a publication that still has issues, saying how many', async () => {
    const publication = await create({ name: 'Busy' });
    await insertIssue(engine.db, {
      tenantKey: 'alpha',
      publicationId: publication.id,
      name: 'A',
      alias: 'a',
      mailDate: 1,
    });
    const result = await send<boolean>('delete', { id: publication.id });
    expect([result.code, result.message]).toEqual([
      'CONFLICT',
      '"Busy" still has 1 issue: delete them or move them to another publication first.',
    ]);
  });

  it('deletes one without issues with its sections, retires its page and records it', async () => {
    const publication = await create({ name: 'Gone' });
    await engine.db('magazine_sections').insert({
      tenant_key: 'alpha',
      publication_id: publication.id,
      name: 'Features',
      sequence: 0,
      created: 1,
      updated: 1,
    });
    const events = await suite.eventsOf(async () => {
      expect((await send<boolean>('delete', { id: publication.id })).value).toBe(true);
    });
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'publication',
        tags: [tags.path('/magazine/gone'), tags.publication(publication.id)],
      },
    ]);
    expect(await engine.db('magazine_sections').where({ publication_id: publication.id }).first()).toBeUndefined();
    expect((await historyOf(engine, 'magazine_publication', publication.id)).map((h) => h.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await send<boolean>('delete', { id: publication.id })).code).toBe('NOT_FOUND');
  });
});

describe('getMagazinePublicationList', () => {
  it('lists every status of the site, searched, filtered, sorted and paged', async () => {
    await create({ name: 'Zeta Quarterly', status: 'INACTIVE' });
    await create({ name: 'Alpha Quarterly' });
    const found = await list({ search: 'quarterly', sort: { field: 'name', order: 'desc' } });
    expect(found.nodes.map((p) => p.name)).toEqual(['Zeta Quarterly', 'Alpha Quarterly']);
    expect((await list({ search: 'quarterly', status: 'ACTIVE' })).nodes.map((p) => p.name)).toEqual([
      'Alpha Quarterly',
    ]);
    const paged = await list({ search: 'quarterly', pagination: { limit: 1, skip: 1 } });
    expect([paged.nodes.length, paged.data?.getMagazinePublicationList.totalCount]).toEqual([1, 2]);
    expect((await list({ search: 'beta-only' })).nodes).toEqual([]);
  });

  it('is FORBIDDEN without the permission', async () => {
    expect((await list({}, tokens.editor)).code).toBe('FORBIDDEN');
  });
});

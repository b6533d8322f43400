import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../core/change-tags.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertIssue, insertPublication } from '../../testing/fixtures-catalogue.ts';
import { insertAsset } from '../../testing/fixtures.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { historyOf, issueListQuery, nodesOf, type Connection } from './magazine-fixtures.ts';

interface Issue {
  id: number;
  name: string;
  alias: string;
  mailDate: number;
  digitalEditionUrl: string | null;
  coverImage: { id: number } | null;
  status: 'ACTIVE' | 'INACTIVE';
  contentCount: number;
  publication: { id: number; name: string; alias: string };
  canonicalPath: string;
}

type Field = `${'create' | 'update' | 'delete'}MagazineIssue`;
let suite: WriteSuite<Field>;
let engine: TestEngine;
const tokens = { manager: '', editor: '', betaManager: '' };
const pubs = { fleet: 0, other: 0, beta: 0 };

const send = <T = Issue>(
  verb: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  { token = tokens.manager, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(`${verb}MagazineIssue`, input, { token, tenantKey });
const create = async (input: Record<string, unknown> = {}) =>
  (await send('create', { publicationId: pubs.fleet, name: 'March 2026', mailDate: '2026-03-01', ...input })).value!;
const list = async (input: Record<string, unknown>, token = tokens.manager) => {
  const result = await engine.gql<{ getMagazineIssueList: Connection<{ id: number; name: string }> }>(
    issueListQuery,
    { input },
    { tenantKey: 'alpha', token },
  );
  return { ...result, code: result.errors?.[0]?.extensions.code, nodes: nodesOf(result.data?.getMagazineIssueList) };
};

beforeAll(async () => {
  suite = await createWriteSuite('magazine', ['createMagazineIssue', 'updateMagazineIssue', 'deleteMagazineIssue']);
  engine = suite.engine;
  pubs.fleet = await insertPublication(engine.db, { tenantKey: 'alpha', name: 'Fleet', alias: 'fleet' });
  pubs.other = await insertPublication(engine.db, { tenantKey: 'alpha', name: 'Other', alias: 'other' });
  pubs.beta = await insertPublication(engine.db, { tenantKey: 'beta', name: 'Beta', alias: 'fleet' });
  const manager = { tenants: ['alpha'], extraPermissions: ['manage_magazine_issues' as const] };
  tokens.manager = await cmsToken(engine, { username: 'issue-manager', ...manager });
  tokens.betaManager = await cmsToken(engine, { username: 'beta-issue-manager', ...manager, tenants: ['beta'] });
  tokens.editor = await cmsToken(engine, {
    username: 'issue-viewer',
    role: 'viewer',
    tenants: ['alpha'],
    extraPermissions: ['manage_magazine_publications'],
  });
});
afterAll(() => engine.close());

describe('createMagazineIssue', () => {
  it('stores an active issue mailed at noon UTC of the day, records it and regenerates its page and lists', async () => {
    const cover = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'cover.jpg' });
    let created: Issue | undefined;
    const events = await suite.eventsOf(async () => {
      created = (
        await send('create', {
          publicationId: pubs.fleet,
          name: 'January 2026',
          mailDate: '2026-01-05',
          coverImageId: cover,
          digitalEditionUrl: 'https://digital.example.com/fleet/2026-01',
          description: 'The January issue.',
        })
      ).value;
    });
    expect(created).toMatchObject({
      name: 'January 2026',
      alias: 'january-2026',
      mailDate: Date.UTC(2026, 0, 5, 12),
      coverImage: { id: cover },
      digitalEditionUrl: 'https://digital.example.com/fleet/2026-01',
      status: 'ACTIVE',
      contentCount: 0,
      publication: { id: pubs.fleet, name: 'Fleet', alias: 'fleet' },
      canonicalPath: '/magazine/fleet/january-2026',
    });
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'issue', tags: [tags.issue(created!.id), tags.publication(pubs.fleet)] },
    ]);
    expect((await historyOf(engine, 'magazine_issue', created!.id)).map((h) => h.action)).toEqual(['create']);
  });

  it('names each missing or bad field', async () => {
    const result = await send('create', { name: '', mailDate: '2026-02-30', digitalEditionUrl: 'ftp://x' });
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.message).toBe(
      'Invalid input. publicationId: Field is required; name: Field is required; mailDate: Must be a date (YYYY-MM-DD); digitalEditionUrl: Must be an absolute http(s) URL (https://…)',
    );
    expect((await send('create', { publicationId: pubs.fleet, name: 'X' })).message).toBe(
      'Invalid input. mailDate: Field is required',
    );
  });

  it("refuses another site's publication and cover image, and an alias the publication already has", async () => {
    expect((await send('create', { publicationId: pubs.beta, name: 'X', mailDate: '2026-01-01' })).message).toBe(
      `Invalid input. publicationId: No such publication of this site (${pubs.beta}).`,
    );
    const betaCover = await insertAsset(engine.db, { tenantKey: 'beta' });
    expect(
      (await send('create', { publicationId: pubs.fleet, name: 'X', mailDate: '2026-01-01', coverImageId: betaCover }))
        .message,
    ).toBe(`Invalid input. coverImageId: No such image of this site (${betaCover}).`);
    await create({ name: 'Dup', alias: 'dup' });
    expect(
      (await send('create', { publicationId: pubs.fleet, name: 'Dup again', alias: 'dup', mailDate: '2026-01-01' }))
        .message,
    ).toBe('Invalid input. alias: Another issue of this publication has the alias "dup"');
    expect(await create({ publicationId: pubs.other, name: 'Dup', alias: 'dup' })).toMatchObject({ alias: 'dup' });
  });

  it('is FORBIDDEN without manage_magazine_issues and UNAUTHENTICATED without a user', async () => {
    const input = { publicationId: pubs.fleet, name: 'X', mailDate: '2026-01-01' };
    expect((await send('create', input, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await send('create', input, { token: tokens.betaManager })).code).toBe('FORBIDDEN');
    expect((await send('create', input, { token: '' })).code).toBe('UNAUTHENTICATED');
  });
});

describe('updateMagazineIssue', () => {
  it('moves an issue to another publication: both pages regenerate, the old path retires, items lose their section', async () => {
    const issue = await create({ name: 'April 2026', mailDate: '2026-04-01' });
    const section = await engine
      .db('magazine_sections')
      .insert(
        { tenant_key: 'alpha', publication_id: pubs.fleet, name: 'Features', sequence: 0, created: 1, updated: 1 },
        'id',
      );
    const sectionId = Number((section[0] as { id: number }).id ?? section[0]);
    await engine
      .db('content_issues')
      .insert({ content_id: suite.a.content.newsStory, issue_id: issue.id, section_id: sectionId, position: 0 });
    let updated: Issue | undefined;
    const events = await suite.eventsOf(async () => {
      updated = (await send('update', { id: issue.id, publicationId: pubs.other, mailDate: '2026-04-02' })).value;
    });
    expect(updated).toMatchObject({
      publication: { id: pubs.other },
      mailDate: Date.UTC(2026, 3, 2, 12),
      contentCount: 1,
      canonicalPath: '/magazine/other/april-2026',
    });
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'issue',
        tags: [
          tags.issue(issue.id),
          tags.path('/magazine/fleet/april-2026'),
          tags.publication(pubs.fleet),
          tags.publication(pubs.other),
        ],
      },
    ]);
    expect(await engine.db('content_issues').where({ issue_id: issue.id }).first('section_id')).toEqual({
      section_id: null,
    });
    const history = await historyOf(engine, 'magazine_issue', issue.id);
    expect(history[1]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'publicationId', before: pubs.fleet, after: pubs.other }),
      ]),
    );
  });

  it('clears the cover and digital edition with null and keeps what is left out', async () => {
    const cover = await insertAsset(engine.db, { tenantKey: 'alpha' });
    const issue = await create({ name: 'Clear', coverImageId: cover, digitalEditionUrl: 'https://d.example' });
    const result = await send('update', {
      id: issue.id,
      coverImageId: null,
      digitalEditionUrl: null,
      status: 'INACTIVE',
    });
    expect(result.value).toMatchObject({
      coverImage: null,
      digitalEditionUrl: null,
      status: 'INACTIVE',
      name: 'Clear',
    });
  });

  it("answers NOT_FOUND for another site's issue and refuses moving an issue to another site's publication", async () => {
    const beta = await insertIssue(engine.db, {
      tenantKey: 'beta',
      publicationId: pubs.beta,
      name: 'B',
      alias: 'b',
      mailDate: 1,
    });
    expect((await send('update', { id: beta, name: 'Stolen' })).code).toBe('NOT_FOUND');
    const own = await create({ name: 'Stay' });
    expect((await send('update', { id: own.id, publicationId: pubs.beta })).message).toBe(
      `Invalid input. publicationId: No such publication of this site (${pubs.beta}).`,
    );
  });
});

describe('deleteMagazineIssue', () => {
  it('deletes the issue and its assignments, retires its page and records it', async () => {
    const issue = await create({ name: 'Doomed' });
    await engine.db('content_issues').insert({ content_id: suite.a.content.video, issue_id: issue.id, position: 0 });
    const events = await suite.eventsOf(async () => {
      expect((await send<boolean>('delete', { id: issue.id })).value).toBe(true);
    });
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'issue',
        tags: [tags.issue(issue.id), tags.path('/magazine/fleet/doomed'), tags.publication(pubs.fleet)],
      },
    ]);
    expect(await engine.db('content_issues').where({ issue_id: issue.id }).first()).toBeUndefined();
    expect(await engine.db('content').where({ id: suite.a.content.video }).first('id')).toBeTruthy();
    expect((await historyOf(engine, 'magazine_issue', issue.id)).map((h) => h.action)).toEqual(['create', 'delete']);
    expect((await send<boolean>('delete', { id: issue.id })).code).toBe('NOT_FOUND');
  });

  it('is FORBIDDEN without the permission', async () => {
    const issue = await create({ name: 'Kept' });
    expect((await send<boolean>('delete', { id: issue.id }, { token: tokens.editor })).code).toBe('FORBIDDEN');
  });
});

describe('getMagazineIssueList', () => {
  it('filters by publication, status and mail year, searches and sorts, with the years mailed in', async () => {
    await create({ publicationId: pubs.other, name: 'Year Old', mailDate: '2019-06-01', status: 'INACTIVE' });
    await create({ publicationId: pubs.other, name: 'Year New', mailDate: '2019-12-31' });
    const byYear = await list({ year: 2019, sort: { field: 'mailDate', order: 'asc' } });
    expect(byYear.nodes.map((i) => i.name)).toEqual(['Year Old', 'Year New']);
    expect(byYear.data?.getMagazineIssueList.years).toContain(2019);
    expect((await list({ year: 2019, status: 'INACTIVE' })).nodes.map((i) => i.name)).toEqual(['Year Old']);
    expect((await list({ search: 'year', publicationId: pubs.fleet })).nodes).toEqual([]);
    expect((await list({ search: 'YEAR N' })).nodes.map((i) => i.name)).toEqual(['Year New']);
    expect((await list({}, tokens.editor)).code).toBe('FORBIDDEN');
  });
});

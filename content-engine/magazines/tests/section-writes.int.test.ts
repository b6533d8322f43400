import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../core/change-tags.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertIssue, insertPublication } from '../../testing/fixtures-catalogue.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { historyOf, nodesOf, sectionListQuery, selectsQuery, type Connection } from './magazine-fixtures.ts';

interface Section {
  id: number;
  name: string;
  sequence: number;
  contentCount: number;
  publication: { id: number; name: string };
}

type Field = `${'create' | 'update' | 'delete'}MagazineSection`;
let suite: WriteSuite<Field>;
let engine: TestEngine;
const tokens = { manager: '', editor: '', contentEditor: '', betaManager: '', newsletterEditor: '' };
const pubs = { fleet: 0, beta: 0 };

const send = <T = Section>(
  verb: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  { token = tokens.manager, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(`${verb}MagazineSection`, input, { token, tenantKey });
const create = async (input: Record<string, unknown> = {}) =>
  (await send('create', { publicationId: pubs.fleet, name: 'Features', ...input })).value!;

beforeAll(async () => {
  suite = await createWriteSuite('magazine', [
    'createMagazineSection',
    'updateMagazineSection',
    'deleteMagazineSection',
  ]);
  engine = suite.engine;
  pubs.fleet = await insertPublication(engine.db, { tenantKey: 'alpha', name: 'Fleet', alias: 'fleet' });
  pubs.beta = await insertPublication(engine.db, { tenantKey: 'beta', name: 'Beta', alias: 'beta' });
  const manager = { tenants: ['alpha'], extraPermissions: ['manage_magazine_sections' as const] };
  tokens.manager = await cmsToken(engine, { username: 'section-manager', ...manager });
  tokens.betaManager = await cmsToken(engine, { username: 'beta-section-manager', ...manager, tenants: ['beta'] });
  tokens.editor = await cmsToken(engine, {
    username: 'no-sections',
    role: 'editor',
    tenants: ['alpha'],
    extraPermissions: ['manage_magazine_issues'],
  });
  tokens.contentEditor = await cmsToken(engine, { username: 'content-only', role: 'editor', tenants: ['alpha'] });
  // A newsletter template editor picks the publication of an issue block.
  tokens.newsletterEditor = await cmsToken(engine, {
    username: 'newsletter-basic',
    role: 'viewer',
    tenants: ['alpha'],
    extraPermissions: ['manage_newsletter_templates_basic'],
  });
});
afterAll(() => engine.close());

describe('magazine section writes', () => {
  it('adds sections after the last one, records them and names the publication in the change', async () => {
    let first: Section | undefined;
    const events = await suite.eventsOf(async () => {
      first = (await send('create', { publicationId: pubs.fleet, name: ' Departments ' })).value;
    });
    const second = await create({ name: 'Columns' });
    expect([first, second]).toMatchObject([
      { name: 'Departments', sequence: 0, contentCount: 0, publication: { id: pubs.fleet, name: 'Fleet' } },
      { name: 'Columns', sequence: 1 },
    ]);
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'publication', tags: [tags.publication(pubs.fleet)] }]);
    expect((await historyOf(engine, 'magazine_section', first!.id)).map((h) => h.action)).toEqual(['create']);
  });

  it('refuses a blank name, a negative order, a name the publication has and a publication of another site', async () => {
    expect((await send('create', { name: ' ', sequence: -1 })).message).toBe(
      'Invalid input. publicationId: Field is required; name: Field is required; sequence: Must be 0 or more',
    );
    await create({ name: 'News' });
    expect((await send('create', { publicationId: pubs.fleet, name: 'news' })).message).toBe(
      'Invalid input. name: The publication already has a section named "news"',
    );
    expect((await send('create', { publicationId: pubs.beta, name: 'X' })).message).toBe(
      `Invalid input. publicationId: No such publication of this site (${pubs.beta}).`,
    );
  });

  it('renames and reorders a section; its name stays unique within the publication', async () => {
    const section = await create({ name: 'Products' });
    await create({ name: 'Reviews' });
    expect((await send('update', { id: section.id, name: 'Reviews' })).message).toBe(
      'Invalid input. name: The publication already has a section named "Reviews"',
    );
    const result = await send('update', { id: section.id, name: 'Product News', sequence: 7 });
    expect(result.value).toMatchObject({ name: 'Product News', sequence: 7 });
    const history = await historyOf(engine, 'magazine_section', section.id);
    expect(history[1]!.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'name', before: 'Products', after: 'Product News' })]),
    );
  });

  it('deletes a section: its items stay in their issue without a section', async () => {
    const section = await create({ name: 'Temporary' });
    const issue = await insertIssue(engine.db, {
      tenantKey: 'alpha',
      publicationId: pubs.fleet,
      name: 'I',
      alias: 'i',
      mailDate: 1,
    });
    await engine
      .db('content_issues')
      .insert({ content_id: suite.a.content.newsStory, issue_id: issue, section_id: section.id, position: 0 });
    const events = await suite.eventsOf(async () => {
      expect((await send<boolean>('delete', { id: section.id })).value).toBe(true);
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'publication', tags: [tags.publication(pubs.fleet)] }]);
    expect(await engine.db('content_issues').where({ issue_id: issue }).first('section_id')).toEqual({
      section_id: null,
    });
    expect((await send<boolean>('delete', { id: section.id })).code).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another site's section and FORBIDDEN without the permission or for another site's manager", async () => {
    const [beta] = await engine
      .db('magazine_sections')
      .insert(
        { tenant_key: 'beta', publication_id: pubs.beta, name: 'Beta', sequence: 0, created: 1, updated: 1 },
        'id',
      );
    const betaId = Number((beta as { id: number }).id ?? beta);
    expect((await send('update', { id: betaId, name: 'Stolen' })).code).toBe('NOT_FOUND');
    expect((await send<boolean>('delete', { id: betaId })).code).toBe('NOT_FOUND');
    const own = await create({ name: 'Own' });
    expect((await send('update', { id: own.id, name: 'X' }, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await send('create', { publicationId: pubs.fleet, name: 'X' }, { token: tokens.betaManager })).code).toBe(
      'FORBIDDEN',
    );
    expect(await engine.db('magazine_sections').where({ id: betaId }).first('name')).toEqual({ name: 'Beta' });
  });
});

describe('getMagazineSectionList and the selects', () => {
  it('lists sections by publication in running order, searched and paged', async () => {
    const { data } = await engine.gql<{ getMagazineSectionList: Connection<Section> }>(
      sectionListQuery,
      { input: { publicationId: pubs.fleet, search: 'e', pagination: { limit: 2 } } },
      { tenantKey: 'alpha', token: tokens.manager },
    );
    const nodes = nodesOf(data?.getMagazineSectionList);
    expect(nodes.length).toBe(2);
    expect(nodes[0]!.sequence).toBeLessThanOrEqual(nodes[1]!.sequence);
    expect(data!.getMagazineSectionList.totalCount).toBeGreaterThan(2);
  });

  it('gives a content editor the publications, issues (any status) and sections of the site only', async () => {
    const draft = await insertIssue(engine.db, {
      tenantKey: 'alpha',
      publicationId: pubs.fleet,
      name: 'Next month',
      alias: 'next',
      mailDate: Date.UTC(2030, 0, 1),
      status: 0,
    });
    const { data, errors } = await engine.gql<{
      magazinePublicationsForSelect: { id: number }[];
      magazineIssuesForSelect: { id: number; status: string }[];
      magazineSectionsForSelect: { id: number; name: string }[];
    }>(selectsQuery, { input: { publicationId: pubs.fleet } }, { tenantKey: 'alpha', token: tokens.contentEditor });
    expect(errors).toBeUndefined();
    expect(data!.magazinePublicationsForSelect.map((p) => p.id)).toEqual([pubs.fleet]);
    expect(data!.magazineIssuesForSelect[0]).toMatchObject({ id: draft, status: 'INACTIVE' });
    expect(data!.magazineSectionsForSelect.length).toBeGreaterThan(2);
    const beta = await engine.gql<{ magazineIssuesForSelect: unknown[] }>(
      selectsQuery,
      { input: { publicationId: pubs.beta } },
      { tenantKey: 'alpha', token: tokens.contentEditor },
    );
    expect(beta.data?.magazineIssuesForSelect).toEqual([]);
    const newsletter = await engine.gql<{ magazinePublicationsForSelect: { id: number }[] }>(
      selectsQuery,
      { input: { publicationId: pubs.fleet } },
      { tenantKey: 'alpha', token: tokens.newsletterEditor },
    );
    expect(newsletter.data?.magazinePublicationsForSelect.map((p) => p.id)).toEqual([pubs.fleet]);
    const anonymous = await engine.gql(selectsQuery, { input: { publicationId: pubs.fleet } }, { tenantKey: 'alpha' });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

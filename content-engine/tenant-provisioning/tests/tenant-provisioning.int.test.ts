import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken, devToolTokens, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { loadSiteSettings } from '../../core/site-settings-reader.ts';

/* Tenant provisioning (issue 33): createTenant, updateTenant, getTenants and getTenant. */
let suite: WriteSuite<'createTenant' | 'updateTenant'>;
let engine: TestEngine;
let tokens: Awaited<ReturnType<typeof devToolTokens>>;
const documents = { getTenants: '', getTenant: '' };

interface TenantAnswer {
  tenantKey: string;
  name: string;
  abbreviation: string;
  domains: string[];
  prodEndpoint: string;
  enabledModules: string[];
  isTest: boolean;
}
type Created = { tenant: TenantAnswer; buildJob: { id: number; status: string } };

const create = (input: Record<string, unknown>, token = tokens.admin) =>
  suite.mutate<Created>('createTenant', input, { token });
const update = (input: Record<string, unknown>, token = tokens.admin) =>
  suite.mutate<TenantAnswer>('updateTenant', input, { token });
const query = <T>(name: keyof typeof documents, input: Record<string, unknown>, token = tokens.admin) =>
  engine.gql<Record<string, T>>(documents[name], { input }, { tenantKey: 'alpha', token });
const keysOf = async (key: string) => ({
  tenants: await engine.db('tenants').where({ key }).count({ n: '*' }).first(),
  sections: await engine.db('website_sections').where({ tenant_key: key }).count({ n: '*' }).first(),
  layouts: await engine.db('layouts').where({ tenant_key: key }).count({ n: '*' }).first(),
});

beforeAll(async () => {
  suite = await createWriteSuite('tenant', ['createTenant', 'updateTenant']);
  ({ engine } = suite);
  tokens = await devToolTokens(engine);
  documents.getTenants = await operationDocument('query/tenant/getTenants');
  documents.getTenant = await operationDocument('query/tenant/getTenant');
});
afterAll(() => engine.close());

describe('createTenant', () => {
  it('provisions the tenant with the starter set, records it and queues its first full build', async () => {
    const events = await suite.eventsOf(async () => {
      const { value, errors } = await create({
        key: 'gazette',
        name: 'Daily Gazette',
        domains: ['WWW.Gazette.example.COM', 'gazette.localhost'],
        prodEndpoint: 'https://www.gazette.example.com',
        modules: ['search', 'leaders'],
      });
      expect(errors).toBeUndefined();
      expect(value).toEqual({
        tenant: {
          tenantKey: 'gazette',
          name: 'Daily Gazette',
          abbreviation: 'DG',
          domains: ['www.gazette.example.com', 'gazette.localhost'],
          prodEndpoint: 'https://www.gazette.example.com',
          enabledModules: ['leaders', 'search'],
          isTest: false,
        },
        buildJob: { id: expect.any(Number), status: 'queued' },
      });
    });
    expect(events).toEqual([{ tenantKey: 'gazette', kind: 'tenant', tags: [] }]);

    const sections: { alias: string }[] = await engine
      .db('website_sections')
      .where({ tenant_key: 'gazette' })
      .orderBy('id');
    expect(sections.map((s) => s.alias)).toEqual([
      'home',
      'news',
      'features',
      'opinion',
      'resources',
      'resources/webinars',
      'resources/whitepapers',
    ]);
    const layouts: { name: string; type: string }[] = await engine
      .db('layouts')
      .where({ tenant_key: 'gazette' })
      .orderBy('id')
      .select('name', 'type');
    expect(layouts).toEqual([
      { name: 'Home', type: 'url-override' },
      { name: 'Section', type: 'section' },
      { name: 'Content', type: 'content' },
    ]);
    const settings = await loadSiteSettings(engine.db, 'gazette');
    expect(settings.general).toMatchObject({ siteName: 'Daily Gazette', rootDomain: 'gazette.example.com' });
    expect(settings.menu.header_primary.map((l) => l.href)).toEqual(['/news', '/features', '/opinion', '/resources']);

    const jobs = await engine.engine.buildJobs.list({ tenantKey: 'gazette' });
    expect(jobs.jobs.map((j) => [j.kind, j.status])).toEqual([['full', 'queued']]);
    const history = await engine.db('history_entries').where({ tenant_key: 'gazette', entity_type: 'tenant' });
    expect(history.map((h: { action: string; username: string }) => [h.action, h.username])).toEqual([
      ['create', 'admin'],
    ]);

    const { data } = await query<{ latestBuildJob: { kind: string; status: string } }>('getTenant', { key: 'gazette' });
    expect(data?.getTenant?.latestBuildJob).toMatchObject({ kind: 'full', status: 'queued' });
  });

  it('refuses bad keys, host names, endpoints and modules, naming each field', async () => {
    const { code, message } = await create({
      key: 'Bad-Key',
      name: ' ',
      domains: ['not a host', 'ok.example.com'],
      prodEndpoint: 'http://insecure.example.com',
      modules: ['weather'],
    });
    expect(code).toBe('BAD_USER_INPUT');
    for (const field of ['key:', 'name:', 'domains.0:', 'prodEndpoint:', 'modules.0:'])
      expect(message).toContain(field);
    expect((await keysOf('badkey')).tenants).toEqual({ n: 0 });
  });

  it('refuses a domain another tenant holds, in any case, naming it; and leaves nothing behind', async () => {
    for (const domain of ['ALPHA.example.com', 'beta.localhost']) {
      const { code, message } = await create({ key: 'intruder', name: 'Intruder', domains: ['intruder.com', domain] });
      expect([code, message]).toEqual([
        'BAD_USER_INPUT',
        `Invalid input. domains: The domain "${domain.toLowerCase()}" is already taken by another tenant`,
      ]);
    }
    const left = await keysOf('intruder');
    expect([left.tenants, left.sections, left.layouts]).toEqual([{ n: 0 }, { n: 0 }, { n: 0 }]);
    expect(await engine.db('tenant_domains').where({ domain: 'intruder.com' })).toEqual([]);
  });

  it('refuses a key that is taken', async () => {
    const { code, message } = await create({ key: 'alpha', name: 'Second Alpha', domains: ['alpha2.example.com'] });
    expect([code, message]).toEqual([
      'BAD_USER_INPUT',
      'Invalid input. key: The key "alpha" is already taken by another tenant',
    ]);
    expect(await engine.db('tenants').where({ key: 'alpha' }).pluck('name')).not.toContain('Second Alpha');
  });

  it('is refused to the anonymous, to users without manage_modules and to users limited to some sites', async () => {
    const input = { key: 'sneaky', name: 'Sneaky', domains: ['sneaky.example.com'] };
    expect((await create(input, '')).code).toBe('UNAUTHENTICATED');
    expect((await create(input, tokens.editor)).code).toBe('FORBIDDEN');
    expect((await create(input, tokens.alphaDeveloper)).code).toBe('FORBIDDEN');
    expect((await keysOf('sneaky')).tenants).toEqual({ n: 0 });
  });
});

describe('updateTenant', () => {
  it('edits the fields and domains but never the key, records it and rebuilds the site', async () => {
    const events = await suite.eventsOf(async () => {
      const { value, errors } = await update({
        key: 'alpha',
        name: 'Alpha Weekly',
        abbreviation: 'AW',
        domains: ['www.alpha.example.com', 'alpha.example.com'],
        isTest: true,
      });
      expect(errors).toBeUndefined();
      expect(value).toMatchObject({
        tenantKey: 'alpha',
        name: 'Alpha Weekly',
        abbreviation: 'AW',
        domains: ['www.alpha.example.com', 'alpha.example.com'],
        isTest: true,
      });
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'tenant', tags: [] }]);
    const history = await engine.db('history_entries').where({ tenant_key: 'alpha', entity_type: 'tenant' });
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update']);
  });

  it("refuses another tenant's domain", async () => {
    const { code, message } = await update({ key: 'alpha', domains: ['alpha.example.com', 'beta.example.com'] });
    expect([code, message]).toEqual([
      'BAD_USER_INPUT',
      'Invalid input. domains: The domain "beta.example.com" is already taken by another tenant',
    ]);
    expect(await engine.db('tenant_domains').where({ tenant_key: 'beta' }).pluck('domain')).toEqual([
      'beta.example.com',
    ]);
  });

  it('lets a user limited to some sites edit theirs, and answers NOT_FOUND for the others', async () => {
    expect(
      (await update({ key: 'alpha', prodEndpoint: 'https://alpha.example.com' }, tokens.alphaDeveloper)).value,
    ).toMatchObject({ prodEndpoint: 'https://alpha.example.com' });
    const before = await engine.db('tenants').where({ key: 'beta' }).first();
    const { code } = await update({ key: 'beta', name: 'Taken over' }, tokens.alphaDeveloper);
    expect(code).toBe('NOT_FOUND');
    expect(await engine.db('tenants').where({ key: 'beta' }).first()).toEqual(before);
    expect((await update({ key: 'beta', name: 'Taken over' }, tokens.editor)).code).toBe('FORBIDDEN');
    expect((await update({ key: 'beta', name: 'Taken over' }, '')).code).toBe('UNAUTHENTICATED');
  });
});

describe('getTenants and getTenant', () => {
  type Page = { edges: { node: TenantAnswer }[]; totalCount: number };
  beforeAll(async () => {
    for (const key of ['courier', 'herald', 'ledger'])
      expect((await create({ key, name: `The ${key}`, domains: [`www.${key}.example.net`] })).errors).toBeUndefined();
  });

  it('searches key, name, abbreviation and domains, a page at a time', async () => {
    const page = async (input: Record<string, unknown>) => (await query<Page>('getTenants', input)).data!.getTenants!;
    const keys = (p: Page) => p.edges.map((e) => e.node.tenantKey);
    expect(keys(await page({ search: 'EXAMPLE.NET' }))).toEqual(['courier', 'herald', 'ledger']);
    expect(keys(await page({ search: 'herald' }))).toEqual(['herald']);
    expect(await page({ search: 'example.net', pagination: { limit: 2, skip: 2 } })).toMatchObject({
      totalCount: 3,
      edges: [{ node: { tenantKey: 'ledger' } }],
    });
    expect(keys(await page({ search: '%' }))).toEqual([]);
  });

  it('shows a user limited to some sites only theirs', async () => {
    const { data } = await query<Page>('getTenants', {}, tokens.alphaDeveloper);
    expect(data!.getTenants!.edges.map((e) => e.node.tenantKey)).toEqual(['alpha']);
    expect((await query('getTenant', { key: 'beta' }, tokens.alphaDeveloper)).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await query('getTenants', {}, tokens.editor)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await query('getTenants', {}, '')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lets a global administrator read any tenant', async () => {
    const token = await cmsToken(engine, { username: 'root', role: 'administrator', isGlobal: true });
    expect((await query<TenantAnswer>('getTenant', { key: 'beta' }, token)).data?.getTenant).toMatchObject({
      tenantKey: 'beta',
    });
  });
});

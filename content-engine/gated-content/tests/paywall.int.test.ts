import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../../builds/render/page-renderer.ts';
import { createSiteBuilder } from '../../../builds/site-builder.ts';
import { localCaptchaToken } from '../../captcha/index.ts';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { indexContentSearch } from '../../search/index-queries.ts';
import { bodyShapes, firstFree } from '../../shared/gating/body-shapes.fixture.ts';
import { insertContent, insertSchedule, insertSection } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { insertMembership, insertSiteUser, siteGql } from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { findTenantByKey } from '../../tenants/queries.ts';

/*
 * The hard paywall over bodies of every HTML shape (issue 26, finding 5). Each shape holds a
 * marker word only after its ungated paragraphs. An anonymous reader must never get a
 * membership-gated marker: not in the prebuilt files (every file of the tenant's output, .br and
 * .gz decompressed), the print page, any GraphQL field, the feeds and sitemaps, the load-more
 * fragments, or search (hits and their teasers). A member holding the membership reads it all.
 * Survey- and registration-gated bodies are soft gates that ship whole in the page (ADR 0009);
 * of them the print page is what cuts, so it is checked there.
 */
const tenantKey = 'alpha';
const host = `${tenantKey}.example.com`;
const ungated = 3;

interface GatedItem {
  id: number;
  path: string;
  section: number;
  marker: string;
  shape: string;
  body: string;
  showsFree: boolean;
}

let engine: TestEngine;
let fixture: TenantFixture;
let memberToken: string;
const hard: GatedItem[] = [];
const soft: GatedItem[] = [];

const get = (url: string) => engine.app.inject({ method: 'GET', url, headers: { host } });
const anonymous = <T>(query: string, variables: Record<string, unknown> = {}) =>
  siteGql<T>(engine, query, variables, { tenantKey });
const leaked = (text: string, items: GatedItem[] = hard) =>
  items.filter((item) => text.includes(item.marker)).map((item) => `${item.shape} (${item.marker})`);
// Distinct words, none the prefix of another (search matches prefixes): pwmaagate, pwmabgate, …
const markerOf = (kind: string, n: number) =>
  `pw${kind}${String.fromCharCode(97 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}gate`;

/** Every file under a folder, compressed variants decompressed. */
function storedFiles(root: string): { file: string; text: string }[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const bytes = readFileSync(file);
      const text = file.endsWith('.br')
        ? brotliDecompressSync(bytes)
        : file.endsWith('.gz')
          ? gunzipSync(bytes)
          : bytes;
      return { file, text: text.toString('utf8') };
    });
}

/** An item in section `section`, alone there with its twin of the other kind: each one's load-more shows the other. */
async function addItem(
  kind: 'm' | 's',
  n: number,
  section: number,
  shape: ReturnType<typeof bodyShapes>[number] & { marker: string },
  gate: { membershipIds?: number[]; gating?: Record<string, unknown> },
) {
  const alias = `paywall-${n}/${kind}`;
  const id = await insertContent(engine.db, {
    tenantKey,
    name: `Paywall ${kind} ${n}`,
    teaser: `Teaser of a ${shape.name} body.`,
    body: shape.html,
    canonicalPath: `/${alias}`,
    alias,
    primarySectionId: section,
    published: Date.now() - (kind === 'm' ? 60_000 : 120_000),
    ...gate,
  });
  await insertSchedule(engine.db, { tenantKey, contentId: id, sectionId: section });
  await insertSchedule(engine.db, { tenantKey, contentId: id, sectionId: fixture.sections.news });
  return {
    id,
    path: `/${alias}`,
    section,
    marker: shape.marker,
    shape: shape.name,
    body: shape.html,
    showsFree: shape.showsFree,
  };
}

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  fixture = await buildTenant(engine.db, tenantKey);
  await insertSiteSettings(engine.db, { tenantKey, settings: { memberships: { ungatedParagraphs: ungated } } });
  const membership = await insertMembership(engine.db, { tenantKey, alias: 'insider', isFree: false });
  // Content pages load the next article in full (ADR 11 fragments).
  await engine
    .db('layouts')
    .whereIn('id', [fixture.layouts.content, fixture.layouts.override])
    .update({ load_more_type: 'page-click' });
  const shapes = (kind: string) =>
    bodyShapes(ungated, 'MARKER').map((shape, n) => ({
      ...shape,
      html: shape.html.replaceAll('MARKER', markerOf(kind, n)),
      marker: markerOf(kind, n),
    }));
  const softShapes = shapes('s');
  for (const [n, shape] of shapes('m').entries()) {
    const section = await insertSection(engine.db, { tenantKey, name: `Paywall ${n}`, alias: `paywall-${n}` });
    hard.push(await addItem('m', n, section, shape, { membershipIds: [membership] }));
    const item = await addItem('s', n, section, softShapes[n]!, n % 2 ? { gating: { surveyType: 'omeda' } } : {});
    if (n % 2 === 0) await engine.db('content').where({ id: item.id }).update({ registration_required: true });
    soft.push(item);
  }
  await indexContentSearch(engine.db, { tenantKey });
  const member = await insertSiteUser(engine.db, { tenantKey, email: 'member@example.com', memberships: [membership] });
  const login = await siteGql<{ loginSiteUser: { token: string } }>(
    engine,
    'mutation($input: LoginSiteUserInput!) { loginSiteUser(input: $input) { token } }',
    { input: { username: member.username, password: member.password, recaptchaToken: localCaptchaToken } },
    { tenantKey },
  );
  memberToken = login.data!.loginSiteUser.token;
}, 120_000);
afterAll(() => engine?.close());

describe('an anonymous reader of a membership-gated body of any shape', () => {
  it('gets no marker from the GraphQL API, in any field that carries a body or a teaser', async () => {
    const ids = hard.map((item) => item.id);
    for (const item of hard) {
      const content = await anonymous<{ getContent: { body: string | null; bodyIsPartial: boolean } }>(
        'query($id: Int!) { getContent(input: { id: $id }) { body teaser bodyIsPartial } }',
        { id: item.id },
      );
      expect(leaked(JSON.stringify(content)), item.shape).toEqual([]);
      expect(content.data?.getContent.bodyIsPartial, item.shape).toBe(true);
      expect(content.data?.getContent.body?.includes(firstFree), item.shape).toBe(item.showsFree);
      const page = await anonymous(
        'query($alias: String!) { getWebsiteLayoutPage(input: { alias: $alias }) { pageData primaryGrid secondaryGrid } }',
        { alias: item.path },
      );
      expect(leaked(JSON.stringify(page)), item.shape).toEqual([]);
      const rest = await anonymous('query($id: Int!) { getGatedContentBody(contentId: $id) { status html } }', {
        id: item.id,
      });
      expect(rest.data, item.shape).toEqual({ getGatedContentBody: { status: 'failed', html: null } });
    }
    const stream = await anonymous(
      'query($ids: [Int!]) { getContentStream(input: { includeContentIds: $ids, pagination: { limit: 100 } }) { edges { node { id body teaser bodyIsPartial } } } }',
      { ids },
    );
    expect(stream.errors).toBeUndefined();
    expect(leaked(JSON.stringify(stream))).toEqual([]);
    for (const [n, item] of hard.entries()) {
      const next = await anonymous<{ getNextSecondaryPage: { id: number } }>(
        'query($section: Int!, $shown: [Int!]) { getNextSecondaryPage(input: { sectionId: $section, limit: 1, excludeContentIds: $shown }) { id pageData primaryGrid } }',
        { section: item.section, shown: [soft[n]!.id] },
      );
      expect(next.data?.getNextSecondaryPage.id, item.shape).toBe(item.id);
      expect(leaked(JSON.stringify(next)), item.shape).toEqual([]);
    }
  });

  it('finds no item by a marker in search, and no marker in any hit', async () => {
    for (const item of hard) {
      const { data } = await anonymous<{ searchContent: { totalCount: number } }>(
        'query($text: String!) { searchContent(input: { text: $text }) { totalCount hits { id name teaser } } }',
        { text: item.marker },
      );
      expect(data?.searchContent.totalCount, item.shape).toBe(0);
    }
    const open = await anonymous<{ searchContent: { hits: { id: number }[] } }>(
      '{ searchContent(input: { text: "freely readable opening", limit: 50 }) { totalCount hits { id name teaser } } }',
    );
    expect(open.data?.searchContent.hits.map((hit) => hit.id)).toEqual(
      expect.arrayContaining(hard.filter((item) => item.showsFree).map((item) => item.id)),
    );
    expect(leaked(JSON.stringify(open))).toEqual([]);
  });

  it('gets no marker from the print page, and a gated print of every soft-gated body too', async () => {
    for (const item of [...hard, ...soft]) {
      const response = await get(`/print/content/${item.id}`);
      expect(response.statusCode, item.shape).toBe(200);
      expect(leaked(response.body, [...hard, ...soft]), item.shape).toEqual([]);
      expect(response.body.includes(firstFree), item.shape).toBe(item.showsFree);
    }
  });

  it('gets no marker from the feeds, the sitemaps or the load-more fragments', async () => {
    for (const url of ['/__rss/website-scheduled-content.xml?input=news', '/sitemap.xml', '/sitemap-google-news.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(leaked(response.body), url).toEqual([]);
    }
    for (const [n, item] of soft.entries()) {
      const response = await get(`/__fragment/load-more/1${item.path}`);
      expect(response.statusCode, item.shape).toBe(200);
      expect(response.body, item.shape).toContain(`data-path="${hard[n]!.path}"`);
      expect(leaked(response.body), item.shape).toEqual([]);
      expect(response.body.includes(firstFree), item.shape).toBe(hard[n]!.showsFree);
    }
  });

  it('finds no marker in any file of a full build of the site, compressed variants included', async () => {
    const tenant = (await findTenantByKey(engine.db, tenantKey))!;
    const render = createPageRenderer({ engine: engine.engine, site: engine.site!.module });
    const builder = createSiteBuilder({
      engine: engine.engine,
      render,
      store: engine.store!,
      manifest: engine.site!.manifest,
    });
    const built = await builder.buildFull(tenant);
    expect(built.failed).toBe(0);
    const files = storedFiles(engine.store!.tenantRoot(tenantKey));
    expect(files.filter(({ file }) => /\.(br|gz)$/.test(file)).length).toBeGreaterThan(10);
    for (const item of hard) {
      const page = readFileSync(
        join(engine.store!.tenantRoot(tenantKey), (await engine.site!.manifest.get(tenantKey, item.path))!.file),
        'utf8',
      );
      expect(page.includes(firstFree), item.shape).toBe(item.showsFree);
      expect(page, item.shape).toContain('gated-body');
    }
    for (const { file, text } of files) expect(leaked(text), file).toEqual([]);
  });
});

describe('a member holding the membership', () => {
  it('reads every gated body whole: the cut body, then the rest the engine answers', async () => {
    for (const item of hard) {
      const options = { tenantKey, siteUserToken: memberToken };
      const cut = await siteGql<{ getContent: { body: string } }>(
        engine,
        'query($id: Int!) { getContent(input: { id: $id }) { body } }',
        { id: item.id },
        options,
      );
      const rest = await siteGql<{ getGatedContentBody: { status: string; html: string } }>(
        engine,
        'query($id: Int!) { getGatedContentBody(contentId: $id) { status html } }',
        { id: item.id },
        options,
      );
      expect(rest.data?.getGatedContentBody.status, item.shape).toBe('passed');
      const whole = `${cut.data!.getContent.body}${rest.data!.getGatedContentBody.html}`;
      expect(whole, item.shape).toContain(item.marker);
      const words = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, '');
      expect(words(whole), item.shape).toBe(words(item.body));
    }
  });
});

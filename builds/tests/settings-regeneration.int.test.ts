import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../content-engine/layouts/tests/two-tenants.ts';
import { insertCmsUser, loginAs } from '../../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { findTenantByKey } from '../../content-engine/tenants/queries.ts';
import { tags } from '../../content-engine/core/change-tags.ts';
import { createEngine } from '../../content-engine/core/engine.ts';
import { findSiteSettings } from '../../content-engine/core/site-settings-reader.ts';
import { progressOf } from '../queue/job-progress.ts';
import { startBuildPipeline, type BuildPipeline } from '../pipeline.ts';
import { createPageRenderer } from '../render/page-renderer.ts';
import { createSiteBuilder } from '../site-builder.ts';
import { tenantWidePriority } from '../worker/build-worker.ts';

/*
 * Issue 28 item 4 (ADR 47): a style-only settings save regenerates the tenant's stylesheet (and
 * the files wearing its colours), no page; a menu save regenerates every page of the tenant in one
 * background job whose progress counts them, the old pages served until the new ones are written.
 */
const tenantKey = 'alpha';
const host = 'alpha.example.com';

let engine: TestEngine;
let pipeline: BuildPipeline;
let token: string;
let lastJobId = 0;
const now = Date.now();

const get = (url: string) => engine.app.inject({ method: 'GET', url, headers: { host } });
/** The tenant's built pages, with when each was last written (the manifest's rows). */
const entries = async (): Promise<{ path: string; builtAt: number }[]> =>
  (
    await engine
      .db('built_pages')
      .where({ tenant_key: tenantKey })
      .select<{ path: string; built_at: unknown }[]>('path', 'built_at')
  ).map((row) => ({ path: row.path, builtAt: Number(row.built_at) }));
const isPage = (path: string) => !/\.(css|png|txt|xml)(\?|$)/.test(path) && !path.includes('?');

async function mutate(query: string, input: Record<string, unknown>) {
  const result = await engine.gql(query, { input }, { tenantKey, token });
  expect(result.errors).toBeUndefined();
}

/** The jobs the change just made queued, once the tenant has none queued or running. */
async function settledJobs() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { jobs } = await pipeline.queue.list({ tenantKey, limit: 100 });
    const mine = jobs.filter((job) => job.id > lastJobId);
    if (mine.length && mine.every((job) => job.status === 'done' || job.status === 'failed')) {
      lastJobId = Math.max(...mine.map((job) => job.id));
      expect(mine.map((job) => job.error)).toEqual(mine.map(() => null));
      return mine;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the build queue did not settle');
}

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, tenantKey);
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'test' });
  const job = await pipeline.queue.enqueue({ tenantKey, kind: 'full', reason: 'test setup' });
  pipeline.worker.wake();
  expect((await pipeline.queue.waitUntilSettled(job.id, { timeoutMs: 120_000 })).status).toBe('done');
  lastJobId = job.id;
  const user = await insertCmsUser(engine.db, { username: 'styler', isGlobal: true, role: 'administrator' });
  token = (await loginAs(engine.context(), user)).bearerToken;
  // The fixture's own changes (made before the pipeline started listening) are not the tests'.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { jobs } = await pipeline.queue.list({ tenantKey, limit: 100 });
    if (jobs.every((j) => j.status === 'done' || j.status === 'failed')) {
      lastJobId = Math.max(...jobs.map((j) => j.id));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}, 180_000);

afterAll(async () => {
  await pipeline?.stop();
  await engine?.close();
});

describe('a style-only settings change', () => {
  it('regenerates the stylesheet and the files wearing its colours, and no page', async () => {
    const before = new Map((await entries()).map((entry) => [entry.path, entry]));
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<link rel="stylesheet" href="/css/site.css">');

    await mutate(
      `mutation($input: UpdateSiteSettingsGroupInput!) { updateSiteSettingsGroup(input: $input) { tenantKey } }`,
      {
        group: 'baseStyles',
        value: { primaryColor: '#aa1100', primaryFontFamily: 'raleway', secondaryFontFamily: 'poppins' },
      },
    );
    const jobs = await settledJobs();
    expect(jobs.map((job) => [job.kind, job.tags])).toEqual([['tags', [tags.styles]]]);

    const after = await entries();
    const rebuilt = after.filter((entry) => entry.builtAt !== before.get(entry.path)?.builtAt).map((e) => e.path);
    expect(rebuilt).toContain('/css/site.css');
    expect(rebuilt.filter(isPage)).toEqual([]);
    expect(after.filter((entry) => isPage(entry.path)).length).toBeGreaterThan(10);

    const css = await get('/css/site.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['x-masthead-cache']).toBe('static');
    expect(css.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(css.body).toContain('--primary:#aa1100');
    expect(css.body).toContain('--font-primary:Raleway,');
    expect(css.body).toContain('--font-secondary:Poppins,');
    // The page itself did not change: its ETag still answers for it.
    expect((await get('/')).headers.etag).toBe(home.headers.etag);
    expect((await get('/css/dragonform.css')).body).toContain('--df-primary: #aa1100;');
  });

  it('is revalidated by its ETag', async () => {
    const css = await get('/css/site.css');
    const etag = String(css.headers.etag);
    const again = await engine.app.inject({
      method: 'GET',
      url: '/css/site.css',
      headers: { host, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await mutate(
      `mutation($input: UpdateSiteSettingsGroupInput!) { updateSiteSettingsGroup(input: $input) { tenantKey } }`,
      { group: 'baseStyles', value: { primaryColor: '#0044aa' } },
    );
    await settledJobs();
    const changed = await engine.app.inject({
      method: 'GET',
      url: '/css/site.css',
      headers: { host, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('--primary:#0044aa');
  });

  it('leaves every page byte for byte as it was: no page shows a style setting', async () => {
    // One fixed clock: pages that show "now" come out the same from one render to the next.
    const render = createPageRenderer({
      engine: createEngine({ ...engine.engine, now: () => now }),
      site: engine.site!.module,
    });
    const tenant = (await findTenantByKey(engine.db, tenantKey))!;
    const paths = (await entries()).map((entry) => entry.path).filter(isPage);
    const bodies = async () =>
      Promise.all(paths.map(async (path) => [path, (await render(tenant, path)).body.toString()] as const));
    const before = await bodies();
    const { settings } = await findSiteSettings(engine.db, tenantKey);
    const payload = {
      ...settings,
      general: { ...settings.general, maxWidth: 1111, spacing: { default: 40, unit: 6 } },
      header: {
        ...settings.header,
        backgroundColor: '#101010',
        textColor: '#fafafa',
        primaryMenuBackgroundColor: '#223344',
        primaryMenuTextColor: '#eeeeee',
        secondaryMenuBackgroundColor: '#334455',
        secondaryMenuTextColor: '#dddddd',
      },
      footer: {
        ...settings.footer,
        logoBackgroundColor: '#ffffff',
        primaryBackgroundColor: '#000000',
        textColor: '#cccccc',
      },
      baseStyles: {
        ...settings.baseStyles,
        secondaryColor: '#00aa44',
        linkColor: '#aa00aa',
        bodyBackgroundColor: '#fffff0',
      },
      podStyle: { accentColor: '#ff8800' },
      contentStyle: {
        ...settings.contentStyle,
        sponsoredTextColor: '#884400',
        sectionColor: '#004488',
        dateTextColor: '#555555',
      },
    };
    await mutate(`mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { tenantKey } }`, {
      payload,
    });
    expect((await settledJobs()).map((job) => job.tags)).toEqual([[tags.styles]]);
    expect(await bodies()).toEqual(before);
    const css = (await get('/css/site.css')).body;
    for (const value of [
      '--max-width:1111px',
      '--header-bg:#101010',
      '--primary-menu-bg:#223344',
      '--footer-logo-bg:#ffffff',
      '--pod-accent:#ff8800',
    ])
      expect(css).toContain(value);
  });
});

describe('a menu change', () => {
  it('regenerates every page of the tenant in one background job that reports its progress', async () => {
    const pages = (await entries()).filter((entry) => isPage(entry.path));
    await mutate(`mutation($input: SetMenuInput!) { setMenu(input: $input) { menu } }`, {
      menu: 'header_primary',
      links: [{ label: 'Fleet Desk', href: '/news' }],
    });
    const [job, ...others] = await settledJobs();
    expect(others).toEqual([]);
    expect(job!.tags).toEqual([tags.menus]);
    expect(job!.priority).toBe(tenantWidePriority);

    const progress = (await pipeline.queue.events(job!.id))
      .filter((event) => event.type === 'progress')
      .map((event) => progressOf(event.message));
    const last = progress.at(-1)!;
    expect(last.done).toBe(last.total);
    expect(last.total).toBeGreaterThanOrEqual(pages.length);

    for (const { path } of pages) {
      const page = await get(path);
      if (page.statusCode !== 200) continue;
      expect(page.headers['x-masthead-cache'], path).toBe('static');
      expect(page.body, path).toContain('Fleet Desk');
    }
  });

  it('serves the old pages until their new ones are written', async () => {
    const render = createPageRenderer({ engine: engine.engine, site: engine.site!.module });
    const tenant = (await findTenantByKey(engine.db, tenantKey))!;
    const paths = (await entries())
      .map((entry) => entry.path)
      .filter(isPage)
      .sort();
    const held = paths.at(-1)!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let others = 0;
    const builder = createSiteBuilder({
      engine: engine.engine,
      store: engine.store!,
      manifest: engine.site!.manifest,
      render: async (site, path, options) => {
        if (path === held) await released;
        const page = await render(site, path, options);
        if (path !== held) others++;
        return page;
      },
    });
    // The menu changes; nothing regenerates it but the build below.
    await pipeline.stop();
    await mutate(`mutation($input: SetMenuInput!) { setMenu(input: $input) { menu } }`, {
      menu: 'header_primary',
      links: [{ label: 'Road Report', href: '/news' }],
    });
    // The change's listeners (the engine's cached settings among them) have run before the build renders.
    await engine.events.settled();
    const build = builder.buildPaths(tenant, paths);
    const deadline = Date.now() + 60_000;
    while (others < paths.length - 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(others).toBe(paths.length - 1);

    const waiting = await get(held);
    expect(waiting.headers['x-masthead-cache']).toBe('static');
    expect(waiting.body).toContain('Fleet Desk');
    expect(waiting.body).not.toContain('Road Report');
    // Rendered is not yet written (compressed and renamed into place): wait for the file, with a deadline.
    const writtenBy = Date.now() + 60_000;
    let written = await get(paths[0]!);
    while (!written.body.includes('Road Report') && Date.now() < writtenBy) {
      await new Promise((r) => setTimeout(r, 25));
      written = await get(paths[0]!);
    }
    expect(written.body).toContain('Road Report');
    // The held page is still the old one while the others are new.
    expect((await get(held)).body).not.toContain('Road Report');

    release();
    await build;
    expect((await get(held)).body).toContain('Road Report');
  });
});

import { siteHost } from '../serve/site-host.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../content-engine/layouts/tests/two-tenants.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { findTenantByKey } from '../../content-engine/tenants/queries.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { createPageRenderer, type PageRenderer } from '../render/page-renderer.ts';
import { createSiteBuilder, type SiteBuilder } from '../site-builder.ts';
import { etagOf } from '../store/etag.ts';
import { buildServer } from '../../content-engine/server/app.ts';
import type { SiteModule } from '../render/site-module.ts';
import { tags as changeTags } from '../../content-engine/core/change-tags.ts';

/*
 * Writes of one page in the order their renders started, across a process's builds and its
 * on-demand renders (the static store's write order). A build records its manifest rows in
 * batches: when a publish writes one of its pages again before the batch is recorded, the
 * manifest keeps the publish's row (the ETag and tags of the file now served). An on-demand
 * render that a publish overtook neither overwrites the publish's page nor its row. A full build
 * does not remove a page it no longer lists when a publish wrote it after the build began.
 */
let engine: TestEngine;
let fixture: TenantFixture;
let tenant: Tenant;
let builder: SiteBuilder;
let render: PageRenderer;
let holdSection = false;
let release: () => void = () => {};

/** Renames the story (shown on its own page) and announces it, as a publish does. */
async function renameStory(name: string) {
  await engine.db('content').where({ id: fixture.content.featured1 }).update({ name });
  engine.events.emit({
    tenantKey: tenant.key,
    kind: 'content',
    tags: [changeTags.content(fixture.content.featured1)],
    at: Date.now(),
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The manifest row of a path and the page stored for it. */
async function recorded(path: string) {
  const row = (await engine.site!.manifest.get(tenant.key, path))!;
  return { row, served: (await engine.store!.read(tenant.key, row.file))! };
}

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  fixture = await buildTenant(engine.db, 'alpha');
  tenant = (await findTenantByKey(engine.db, 'alpha'))!;
  const real = createPageRenderer({ engine: engine.engine, site: engine.site!.module });
  // The real renderer; only the section page of the older build is held back once rendered.
  const held = new Promise<void>((resolve) => (release = resolve));
  render = async (site, path, options) => {
    const page = await real(site, path, options);
    if (holdSection && path === '/news') await held;
    return page;
  };
  builder = createSiteBuilder({
    engine: engine.engine,
    render,
    store: engine.store!,
    manifest: engine.site!.manifest,
  });
});
afterAll(() => engine.close());

describe('a render overtaken by a publish of the same page', () => {
  it("in a build: the batch recorded later keeps the publish's manifest row", async () => {
    const story = '/news/featured-one';
    await builder.buildPaths(tenant, [story, '/news']);
    holdSection = true;
    let storyApplied: () => void = () => {};
    const applied = new Promise<void>((resolve) => (storyApplied = resolve));
    // The older build writes the story at once; its batch waits for the held section page.
    const older = builder.buildPaths(tenant, [story, '/news'], (done) => done === 1 && storyApplied());
    await applied;

    await renameStory('alpha Featured One, Published Again');
    const newer = await builder.buildPaths(tenant, [story], undefined, { urgent: true });
    expect(newer.stored).toBe(1);

    release();
    await older;
    const { row, served } = await recorded(story);
    expect(served.body.toString()).toContain('alpha Featured One, Published Again');
    expect(row.etag).toBe(etagOf(served.body));
  });

  it("on demand: neither the publish's page nor its row is overwritten", async () => {
    const story = '/news/featured-one';
    const { file } = (await engine.site!.manifest.get(tenant.key, story))!;
    await engine.store!.numbered((seq) => engine.store!.remove(tenant.key, file, { seq }));
    await engine.site!.manifest.remove(tenant.key, [story]);
    // The server's own renders go through the real Astro bundle; the story's is held once rendered.
    let reached: () => void = () => {};
    const rendering = new Promise<void>((resolve) => (reached = resolve));
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const real = engine.site!.module;
    const module: SiteModule = {
      async render(request, locals) {
        const response = await real.render(request, locals);
        if (new URL(request.url).pathname === story) {
          reached();
          await gate;
        }
        return response;
      },
    };
    const app = await buildServer({
      engine: engine.engine,
      site: siteHost({ ...engine.site!, module }),
    });
    try {
      const answer = app.inject({ method: 'GET', url: story, headers: { host: `${tenant.key}.localhost` } });
      await rendering;
      await renameStory('alpha Featured One, Overtaken');
      expect((await builder.buildPaths(tenant, [story], undefined, { urgent: true })).stored).toBe(1);
      open();
      const response = await answer;
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('alpha Featured One, Overtaken');
      const { row, served } = await recorded(story);
      expect(served.body.toString()).toContain('alpha Featured One, Overtaken');
      expect(row.etag).toBe(etagOf(served.body));
    } finally {
      await app.close();
    }
  });

  it('in a full build: a page no longer listed that a publish wrote meanwhile is not removed', async () => {
    const story = '/news/news-story';
    const id = fixture.content.newsStory;
    await builder.buildPaths(tenant, [story]);
    // Unpublished behind the builds' back: the next full build no longer lists it.
    await engine.db('content').where({ id }).update({ status: 2 });
    const manifest = engine.site!.manifest;
    const racing = createSiteBuilder({
      engine: engine.engine,
      render,
      store: engine.store!,
      manifest: {
        ...manifest,
        // Published again, and its page written, between the build's look for leftovers and their removal.
        async builtBefore(tenantKey, time) {
          const rows = await manifest.builtBefore(tenantKey, time);
          expect(rows.map((row) => row.path)).toContain(story);
          await engine.db('content').where({ id }).update({ status: 1 });
          engine.events.emit({
            tenantKey: tenant.key,
            kind: 'content',
            tags: [changeTags.content(id)],
            at: Date.now(),
          });
          // The page comes out as stored: kept, through the same write order.
          expect((await builder.buildPaths(tenant, [story], undefined, { urgent: true })).unchanged).toBe(1);
          return rows;
        },
      },
    });
    await racing.buildFull(tenant);
    const { row, served } = await recorded(story);
    expect(served.body.toString()).toContain('News Story');
    expect(row.etag).toBe(etagOf(served.body));
  });
});

import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../content-engine/core/engine.ts';
import { buildTenant, type TenantFixture } from '../../content-engine/layouts/tests/two-tenants.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { findTenantByKey } from '../../content-engine/tenants/queries.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { createPageRenderer } from '../render/page-renderer.ts';
import { createSiteBuilder, type SiteBuilder } from '../site-builder.ts';
import { tags } from '../../content-engine/core/change-tags.ts';

/*
 * A full build over pages already built (the scheduled builds, a deploy with new templates)
 * writes only what changed: a page that comes out byte for byte as stored is neither compressed
 * nor written again, and its manifest row is renewed.
 */
let engine: TestEngine;
let fixture: TenantFixture;
let tenant: Tenant;
let builder: SiteBuilder;
// One fixed clock: pages that show "now" come out the same from one build to the next.
const now = Date.now();

const fileOf = (name: string) => join(engine.store!.tenantRoot(tenant.key), name);
const mtimes = (name: string) => [name, `${name}.br`, `${name}.gz`].map((file) => statSync(fileOf(file)).mtimeMs);
const storyFile = async () => (await engine.site!.manifest.get(tenant.key, '/news/featured-one'))!.file;

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  fixture = await buildTenant(engine.db, 'alpha');
  tenant = (await findTenantByKey(engine.db, 'alpha'))!;
  // One engine at the test's fixed clock, for the renders and the builder alike.
  const fixedClock = createEngine({ ...engine.engine, now: () => now });
  const render = createPageRenderer({ engine: fixedClock, site: engine.site!.module });
  builder = createSiteBuilder({
    engine: fixedClock,
    render,
    store: engine.store!,
    manifest: engine.site!.manifest,
  });
});
afterAll(() => engine.close());

describe('a full build over built pages', () => {
  it('writes every page the first time, then none that came out the same', async () => {
    const first = await builder.buildFull(tenant);
    expect(first.stored).toBeGreaterThan(10);
    expect(first.unchanged).toBeUndefined();
    const file = await storyFile();
    const before = mtimes(file);
    const builtAt = (await engine.site!.manifest.get(tenant.key, '/news/featured-one'))!.builtAt;

    const second = await builder.buildFull(tenant);
    expect(second).toMatchObject({ stored: 0, unchanged: first.stored, removed: 0, failed: 0 });
    expect(mtimes(file)).toEqual(before);
    // Still recorded (a full build removes what it did not record), with the render's tags.
    expect(await engine.site!.manifest.count(tenant.key)).toBe(first.stored);
    expect((await engine.site!.manifest.get(tenant.key, '/news/featured-one'))!.builtAt).toBeGreaterThanOrEqual(
      builtAt,
    );
    expect(await engine.site!.manifest.pathsForTags(tenant.key, [tags.content(fixture.content.featured1)])).toContain(
      '/news/featured-one',
    );
  });

  it('writes the pages a change shows on, with their variants, and keeps the others', async () => {
    await engine.db('content').where({ id: fixture.content.featured1 }).update({ name: 'alpha Featured One, Renamed' });
    engine.events.emit({
      tenantKey: tenant.key,
      kind: 'content',
      tags: [tags.content(fixture.content.featured1)],
      at: now,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));

    const counts = await builder.buildFull(tenant);
    expect(counts.stored).toBeGreaterThan(0);
    expect(counts.unchanged).toBeGreaterThan(0);
    const page = await engine.store!.read(tenant.key, await storyFile());
    expect(page!.body.toString()).toContain('alpha Featured One, Renamed');
  });

  it('writes a page again whose file went missing or holds other bytes, though it came out the same', async () => {
    const file = await storyFile();
    rmSync(fileOf(file));
    expect((await builder.buildFull(tenant)).stored).toBe(1);
    expect((await engine.store!.read(tenant.key, file))!.body.toString()).toContain('alpha Featured One, Renamed');

    // Same size, other bytes (written behind the builder's back).
    const bytes = readFileSync(fileOf(file));
    writeFileSync(fileOf(file), Buffer.from(bytes.toString('latin1').replace('Renamed', 'RENAMED'), 'latin1'));
    expect((await builder.buildFull(tenant)).stored).toBe(1);
    expect(readFileSync(fileOf(file)).equals(bytes)).toBe(true);
  });
});

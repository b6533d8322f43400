import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, loginAs } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { startBuildPipeline, type BuildPipeline } from '../builds/pipeline.ts';
import { tenantData } from '../content-engine/tenant-data/tenant-data.ts';
import { ungatedParagraphs } from '../content-engine/shared/gating/gate.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { launchBrowser } from './browser.ts';

/*
 * A reader in a real browser (Debian Chromium through playwright-core) on a real listening server
 * with its build pipeline: the demo tenants are browsable at <key>.localhost, pages come from
 * prebuilt files, and an article an editor publishes appears after a reload.
 */
let engine: TestEngine;
let pipeline: BuildPipeline;
let browser: Browser;
let page: Page;
let base: (tenantKey: string) => string;
let filesDir: string;
const errors: string[] = [];
/** How long the demo tenants' first builds may take together (about a minute on an idle machine; over five with two suites and stress-ng beside them). */
const buildDeadlineMs = 1_200_000;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-files-'));
  engine = await createTestEngine({ site: true, filesDir });
  await seedDemo(engine.db, { filesDir });
  pipeline = await startBuildPipeline({
    engine: engine.engine,
    site: engine.site!,
    workerId: 'e2e',
    buildMissing: true,
  });
  // Every demo tenant's first build: minutes on a loaded machine, so a generous deadline for them all, not a guess of the speed.
  const deadline = Date.now() + buildDeadlineMs;
  for (const id of pipeline.initialJobs)
    expect(
      (await pipeline.queue.waitUntilSettled(id, { timeoutMs: Math.max(1_000, deadline - Date.now()) })).status,
    ).toBe('done');
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = engine.app.server.address() as AddressInfo;
  base = (tenantKey) => `http://${tenantKey}.localhost:${port}`;
  browser = await launchBrowser();
  page = await browser.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
}, buildDeadlineMs + 120_000);

afterAll(async () => {
  await browser?.close();
  await pipeline?.stop();
  await engine?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('the demo sites in a browser', () => {
  it.each(['fleetowner', 'plantservices', 'healthcareit'])(
    '%s: home, a section and an article are browsable from prebuilt pages',
    async (tenantKey) => {
      const home = await page.goto(`${base(tenantKey)}/`);
      expect(home?.status()).toBe(200);
      expect(home?.headers()['x-masthead-cache']).toBe('static');
      const siteName = await page.title();
      expect(siteName.length).toBeGreaterThan(0);

      const section = await engine
        .db('website_sections')
        .where({ tenant_key: tenantKey, status: 1 })
        .whereNot({ alias: 'home' })
        .orderBy('id')
        .first();
      const sectionResponse = await page.goto(`${base(tenantKey)}/${section.alias}`);
      expect(sectionResponse?.status()).toBe(200);
      expect(await page.title()).toContain(section.name);

      // Follow the first article link of the section page, as a reader would.
      const href = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) =>
          links
            .map((a) => a.getAttribute('href'))
            .find((h) => h && /\/[a-z0-9-]+\/[^/]+$/.test(h) && !h.startsWith('/magazine')),
        );
      expect(href).toBeTruthy();
      const article = await page.goto(`${base(tenantKey)}${href}`);
      expect(article?.status()).toBe(200);
      await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
      expect(errors).toEqual([]);
      errors.length = 0;
    },
  );

  it('carries no gated paragraph of any membership-gated article in any prebuilt HTML file', async () => {
    let checkedFiles = 0;
    let checkedParagraphs = 0;
    for (const tenantKey of ['fleetowner', 'plantservices', 'healthcareit', 'demotest']) {
      const tenant = await findTenantByKey(engine.db, tenantKey);
      const { memberships } = await tenantData(engine.context({ tenant })).settings(tenantKey);
      const items = await engine
        .db('content')
        .where({ tenant_key: tenantKey })
        .select('membership_ids', 'name', 'teaser', 'body');
      const isGated = (item: { membership_ids: string }) => item.membership_ids !== '[]';
      // Whole gated paragraphs; the demo's generated text repeats some, and those also public (an open body, a teaser or title) prove nothing.
      const publicText = items
        .map(
          (item) =>
            `${item.name}\n${item.teaser}\n${isGated(item) ? ungatedParagraphs(item.body ?? '', memberships.ungatedParagraphs).teaser : item.body}`,
        )
        .join('\n');
      const sentences = items.filter(isGated).flatMap(({ body }) =>
        ungatedParagraphs(body ?? '', memberships.ungatedParagraphs)
          .rest.split(/<\/p>/)
          .map((paragraph) => paragraph.replace(/<[^>]+>/g, '').trim())
          .filter((text) => text.length >= 20 && !publicText.includes(text)),
      );
      checkedParagraphs += sentences.length;
      const files = (await readdir(join(engine.store!.root, tenantKey), { recursive: true })).filter((file) =>
        file.endsWith('.html'),
      );
      expect(files.length).toBeGreaterThan(100);
      for (const file of files) {
        const html = await readFile(join(engine.store!.root, tenantKey, file), 'utf8');
        const leaked = sentences.find((sentence) => html.includes(sentence));
        expect(leaked, `${tenantKey}/${file}`).toBeUndefined();
        checkedFiles++;
      }
    }
    expect(checkedFiles).toBeGreaterThan(400);
    expect(checkedParagraphs).toBeGreaterThan(20);
  });

  it('shows the 404 screen of the spec', async () => {
    const response = await page.goto(`${base('fleetowner')}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').first().textContent()).toBe('404 - Page Not Found');
  });

  it('shows an article an editor publishes after a reload', async () => {
    const user = await insertCmsUser(engine.db, { username: 'e2e-editor', isGlobal: true, role: 'administrator' });
    const { bearerToken } = await loginAs(engine.context(), user);
    const section = await engine
      .db('website_sections')
      .where({ tenant_key: 'fleetowner', status: 1 })
      .whereNotNull('parent_id')
      .orderBy('id')
      .first();
    const title = 'Hydrogen Depots Open Along the Corridor';
    const created = await engine.gql<{ createContent: { id: number; canonicalPath: string } }>(
      'mutation($input: CreateContentInput!) { createContent(input: $input) { id canonicalPath } }',
      {
        input: {
          type: 'Article',
          name: title,
          teaser: 'Fleets gain refuelling stops for hydrogen trucks along the freight corridor.',
          body: '<p>Fleets gain refuelling stops.</p>',
          primarySectionId: section.id,
          schedules: [{ sectionId: section.id }],
        },
      },
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    const { id, canonicalPath } = created.data!.createContent;
    await page.goto(`${base('fleetowner')}/${section.alias}`);
    expect(await page.content()).not.toContain(title);
    await engine.gql(
      'mutation($input: PublishContentInput!) { publishContent(input: $input) { id } }',
      { input: { id } },
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    await expect
      .poll(async () => (await page.reload())?.status() === 200 && (await page.content()).includes(title), {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(true);
    const articleResponse = await page.goto(`${base('fleetowner')}${canonicalPath}`);
    expect(articleResponse?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toContain(title);
  });
});

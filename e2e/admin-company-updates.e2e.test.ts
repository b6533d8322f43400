import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { startBuildPipeline, type BuildPipeline } from '../builds/pipeline.ts';
import { createSmtpMailer } from '../content-engine/mail/index.ts';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { saveSiteSettings } from '../content-engine/settings/queries.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { cmsToken, operationDocument } from '../content-engine/testing/fixtures-cms-tokens.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../content-engine/testing/smtp-test-server.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { seriousAxeViolations } from './axe.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { serveToBrowser } from './browser.ts';

/*
 * Company updates in Chromium against the real server with its build pipeline: an editor asks a
 * company for an update, the company sends it from the e-mailed link, the editor publishes it and
 * the company's page shows it. A user without manage_content has no menu entry and is refused.
 */
const tenantKey = 'fleetowner';
const contactAddress = 'marketing@company.example';
const editorsAddress = 'editors@fleetowner.example';
const newDescription = 'E2E: the fleet electrification leader of the Midwest.';

let smtp: SmtpTestServer;
let engine: TestEngine;
let pipeline: BuildPipeline;
let browser: Browser;
let base: string;
let filesDir: string;
let administrator: CmsUserFixture;
let viewer: CmsUserFixture;
let company: { id: number; name: string; path: string };
const errors: string[] = [];

async function newPage(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-company-updates-'));
  vi.stubEnv('FILES_DIR', filesDir);
  smtp = await startSmtpTestServer();
  engine = await createTestEngine({ site: true, admin: true, filesDir, ports: { mail: createSmtpMailer(smtp.url) } });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 40, filesDir });
  const settings = await loadSiteSettings(engine.db, tenantKey);
  await saveSiteSettings(engine.db, {
    tenantKey,
    settings: { ...settings, companyUpdate: { enabled: true, notificationEmails: [editorsAddress] } },
    now: Date.now(),
  });
  pipeline = await startBuildPipeline({
    engine: engine.engine,
    site: engine.site!,
    workerId: 'e2e-company-updates',
    buildMissing: true,
  });
  for (const id of pipeline.initialJobs)
    expect((await pipeline.queue.waitUntilSettled(id, { timeoutMs: 600_000 })).status).toBe('done');
  administrator = await insertCmsUser(engine.db, { username: 'e2e-cu-admin', role: 'administrator', isGlobal: true });
  viewer = await insertCmsUser(engine.db, { username: 'e2e-cu-viewer', role: 'viewer', tenants: [tenantKey] });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
  // A published company whose page readers can open.
  const companies = await engine
    .db('content')
    .where({ tenant_key: tenantKey, type: 'Company', status: 1 })
    .where('published', '<', Date.now())
    .orderBy('id')
    .select('id', 'name', 'canonical_path');
  for (const row of companies) {
    const response = await engine.app.inject({ url: row.canonical_path, headers: { host: `${tenantKey}.localhost` } });
    if (response.statusCode === 200) {
      company = { id: Number(row.id), name: row.name, path: row.canonical_path };
      break;
    }
  }
  expect(company).toBeTruthy();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await pipeline?.stop();
  await engine?.close();
  await smtp?.close();
  rmSync(filesDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('company updates', () => {
  it('requests an update, takes it on the public page, publishes it and the company page shows it', async () => {
    const admin = await newPage();
    await signInToAdmin(admin, administrator, `${base}/admin/company-updates`);
    await admin.getByRole('heading', { name: 'Company Updates' }).waitFor();
    await admin.getByRole('button', { name: 'Request update' }).click();
    await admin.getByLabel('Find a company').fill(company.name.slice(0, 12));
    await admin.getByRole('button', { name: `Add ${company.name}`, exact: true }).click();
    await admin.getByRole('button', { name: 'Send requests' }).click();
    // Each company needs an address: the message shows beside the field.
    await admin.getByText('Field is required').waitFor();
    await admin.getByLabel(`E-mail for ${company.name}`).fill(contactAddress);
    await admin.getByRole('button', { name: 'Send requests' }).click();
    await admin.getByText(`Update request sent to ${company.name}.`).waitFor();
    const row = admin.getByRole('row', { name: new RegExp(contactAddress) });
    await row.getByText('Requested').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // The company opens the e-mailed link: the form shows its current profile.
    const mail = await smtp.nextTo(contactAddress, 10_000);
    const link = /https?:\/\/\S+\/company-update\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const visitor = await newPage();
    await visitor.goto(`${base}${new URL(link!).pathname}`);
    await visitor.getByRole('heading', { name: `Update the profile of ${company.name}` }).waitFor();
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await visitor.getByLabel('Description').fill(`<p>${newDescription}</p>`);
    await visitor.getByLabel('Phone', { exact: true }).fill('call us');
    await visitor.getByLabel('Your name').fill('Dana Diesel');
    await visitor.getByLabel('Your e-mail').fill('dana@company.example');
    await visitor.getByRole('button', { name: 'Send the update' }).click();
    // The engine refuses the phone: the message is beside the field and nothing typed is lost.
    await visitor.getByText('Use digits, spaces and + ( ) - . / only').waitFor();
    await expect(visitor.getByLabel('Description').inputValue()).resolves.toBe(`<p>${newDescription}</p>`);
    await visitor.getByLabel('Phone', { exact: true }).fill('+1 312 555 0100');
    await visitor.getByRole('button', { name: 'Send the update' }).click();
    await visitor.getByRole('heading', { name: 'Thank you' }).waitFor();
    expect((await smtp.nextTo(editorsAddress, 10_000)).subject).toContain(`${company.name} sent a company update`);
    // The link works once.
    await visitor.reload();
    await visitor.getByText('This company update link has already been used').waitFor();

    // The editor reviews the submitted values beside the current ones and publishes them.
    await admin.goto(`${base}/admin/company-updates`);
    await admin
      .getByRole('row', { name: new RegExp(contactAddress) })
      .getByRole('link', { name: company.name })
      .click();
    await admin.getByRole('table', { name: 'Current and submitted values' }).getByText(newDescription).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    // The editor corrects a field before publishing; a bad value is refused beside its field.
    await admin.getByLabel('Website').fill('not a web address');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Must be a web address starting with http:// or https://').waitFor();
    await admin.getByLabel('Website').fill('https://www.company.example');
    await admin.getByLabel('Products').fill('Electric trucks and chargers.');
    await admin.getByRole('button', { name: 'Publish to the company' }).click();
    await admin.getByText(`Published the update of ${company.name}.`).waitFor();
    await admin.getByRole('region', { name: 'Publish status' }).getByText('Live').waitFor({ timeout: 120_000 });

    const page = await newPage();
    await page.goto(`${base}${company.path}`);
    await page.getByText(newDescription).waitFor();
    const stored = await engine.db('content').where({ id: company.id }).first('link_url', 'metadata');
    expect([stored.link_url, JSON.parse(stored.metadata).products]).toEqual([
      'https://www.company.example',
      'Electric trucks and chargers.',
    ]);
    expect(errors).toEqual([]);
    await Promise.all([admin, visitor, page].map((p) => p.context().close()));
  }, 300_000);

  it('gives a user without manage_content no Company Updates entry, and the engine refuses the list', async () => {
    const page = await newPage();
    await signInToAdmin(page, viewer, `${base}/admin`);
    await page.keyboard.press('Control+k');
    const spotlight = page.getByRole('dialog', { name: 'Spotlight' });
    await spotlight.getByLabel('Filter menus').fill('company upd');
    await expect(spotlight.getByRole('link').count()).resolves.toBe(0);
    await page.context().close();

    const token = await cmsToken(engine, { username: 'e2e-cu-viewer-api', role: 'viewer', tenants: [tenantKey] });
    const result = await engine.gql(
      await operationDocument('query/companyUpdate/getCompanyUpdateStream'),
      {},
      { tenantKey, token },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  }, 60_000);

  it('shows the administrator the Company Updates entry', async () => {
    const page = await newPage();
    await signInToAdmin(page, administrator, `${base}/admin`);
    await page.keyboard.press('Control+k');
    const spotlight = page.getByRole('dialog', { name: 'Spotlight' });
    await spotlight.getByLabel('Filter menus').fill('company upd');
    await expect.poll(() => spotlight.getByRole('link').allTextContents()).toEqual(['Company Updates']);
    await page.context().close();
  }, 60_000);
});

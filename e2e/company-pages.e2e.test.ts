import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { asSystem } from '../content-engine/core/context.ts';
import { wherePublic } from '../content-engine/core/content-visibility.ts';
import { updateSiteSettingsGroup } from '../content-engine/settings/operations/update-site-settings-group.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { recordOutsideRequests } from './outside-requests.ts';
import { chooseConsent } from './consent-choices.ts';

/*
 * A company page of the demo in a real browser (issue 30 item 3, ADR 0062): it shows the
 * company's contacts and videos; the videos' YouTube frames load only after functional consent;
 * a click on the company's website link is stored as a companyWebsiteClick. Outside hosts never
 * answer from the internet.
 */
const tenantKey = 'fleetowner';
let engine: TestEngine;
let browser: Browser;
let base: string;
const pageErrors: string[] = [];

type Row = Record<string, unknown>;
const metadataOf = (row: Row): Record<string, unknown> =>
  typeof row.metadata === 'string' ? JSON.parse(row.metadata) : (row.metadata as Record<string, unknown>);

let company: Row;
let contactNames: string[];
let videoTitles: string[];

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 300 });
  const ctx = asSystem(engine.context({ tenant: await findTenantByKey(engine.db, tenantKey) }));
  await updateSiteSettingsGroup({ ctx, input: { group: 'oneTrust', value: { scriptId: '' } } });
  const now = Date.now();
  const publicOf = (type: string): Promise<Row[]> =>
    wherePublic(engine.db('content').where({ 'content.tenant_key': tenantKey, 'content.type': type }), now).select(
      'content.id',
      'content.name',
      'content.canonical_path',
      'content.link_url',
      'content.metadata',
    );
  const videos = await publicOf('Video');
  const linked = async (id: unknown) =>
    (
      await engine
        .db('content_contacts')
        .join('contacts', 'contacts.id', 'content_contacts.contact_id')
        .where({ 'content_contacts.content_id': id, 'contacts.status': 1 })
        .select('contacts.full_name')
    ).map((row: { full_name: string }) => row.full_name);
  for (const candidate of await publicOf('Company')) {
    const playlist = metadataOf(candidate).youtubePlaylistId;
    const names = await linked(candidate.id);
    if (!playlist || !names.length || !candidate.link_url) continue;
    company = candidate;
    contactNames = names;
    videoTitles = videos.filter((v) => metadataOf(v).youtubePlaylistId === playlist).map((v) => String(v.name));
    break;
  }
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
});

describe('a company page', () => {
  it('shows its contacts and its videos, whose frames load after functional consent', async () => {
    expect(videoTitles.length).toBeGreaterThan(0);
    const context = await browser.newContext();
    const requested = await recordOutsideRequests(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${base}${company.canonical_path}`, { waitUntil: 'networkidle' });

    await expect.poll(() => page.getByRole('heading', { level: 1, name: String(company.name) }).isVisible()).toBe(true);
    const contacts = page.getByRole('list', { name: 'Contacts' });
    for (const name of contactNames) await expect.poll(() => contacts.getByText(name).isVisible()).toBe(true);

    const videos = page.locator('.block-company_videos');
    for (const title of videoTitles)
      await expect.poll(() => videos.getByRole('link', { name: title }).isVisible()).toBe(true);
    const frame = videos.locator(`iframe[title="Video: ${videoTitles[0]}"]`);
    expect(await frame.getAttribute('src')).toBeNull();
    expect(requested.filter((url) => /youtube/.test(url))).toEqual([]);

    await videos.getByRole('button', { name: 'Cookie Preferences' }).first().click();
    await chooseConsent(page, ['Functional Cookies']);
    await expect
      .poll(() => frame.getAttribute('src'))
      .toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await context.close();
  });

  it('sends companyWebsiteClick when the visitor follows the company website link', async () => {
    const context = await browser.newContext();
    await recordOutsideRequests(context, { contentType: 'text/html', body: '<!doctype html><title>Company</title>' });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${base}${company.canonical_path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !!sessionStorage.getItem('masthead.sessionId'), undefined, { timeout: 60_000 });
    const session = await page.evaluate(() => sessionStorage.getItem('masthead.sessionId')!);

    const opened = context.waitForEvent('page');
    await page
      .locator('.block-company_banner')
      .getByRole('link', { name: /^Visit / })
      .click();
    await opened;
    const clicks = () =>
      engine
        .db('tracking_events')
        .where({ tenant_key: tenantKey, type: 'companyWebsiteClick', session_id: session })
        .select('page', 'payload');
    await expect.poll(async () => (await clicks()).length, { timeout: 30_000 }).toBe(1);
    const [click] = await clicks();
    expect(JSON.parse(click.payload)).toMatchObject({ href: company.link_url, companyId: String(company.id) });
    expect(JSON.parse(click.page)).toMatchObject({ path: company.canonical_path, contentId: company.id });
    await context.close();
  });
});

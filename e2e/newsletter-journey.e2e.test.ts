import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { startNewsletterWorker } from '../content-engine/newsletter-deployments/deployment-worker.ts';
import { createSmtpNewsletterProvider } from '../content-engine/newsletter-deployments/providers/smtp-provider.ts';
import { startSmtpSink, type SinkMessage } from '../content-engine/newsletter-deployments/tests/smtp-sink.ts';
import { workerOptionsFromEnv } from '../content-engine/newsletter-deployments/worker-options.ts';
import { insertContentSchedule, insertNewsletterAd } from '../content-engine/newsletters/tests/newsletter-fixtures.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * Issue 31's journey, from the editor's template to the subscriber's inbox and the web archive:
 * an editor builds a template of three block types, makes a campaign of it, previews it and sends
 * a test, which arrives at a real SMTP server (smtp-server) with the subject, the preheader, the
 * items and the ad; then deploys it, and every demo subscriber of the newsletter receives exactly
 * one copy; the campaign is then on the site at /newsletter/:campaignId.
 */
const tenantKey = 'fleetowner';
const day = '2031-05-06';
const subject = 'Fleet Weekly: E2E edition';
const preheader = 'Three stories and a word from our sponsor';
const adTitle = 'E2E Tyre Sale';
let session: DemoSession;
let engine: TestEngine;
let base: string;
let editor: CmsUserFixture;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let worker: ReturnType<typeof startNewsletterWorker>;
let newsletter: { id: string; title: string };
let items: { id: number; name: string }[];

/** The mail's HTML part, as a reader's client shows it. */
const htmlOf = async (message: SinkMessage) => (await simpleParser(message.raw)).html || '';

async function signedIn(path: string): Promise<Page> {
  const { page } = await session.newPage();
  await signInToAdmin(page, editor, `${base}${path}`);
  return page;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  const newsletters = createSmtpNewsletterProvider({ url: sink.url, rate: 500 });
  session = await startDemoSession({
    admin: true,
    site: true,
    seed: { tenants: 2, itemsPerTenant: 5 },
    ports: { newsletters },
  });
  ({ engine, base } = session);
  worker = startNewsletterWorker({
    engine: engine.engine,
    options: { ...workerOptionsFromEnv({}), retryDelaysMs: [50] },
  });
  editor = await insertCmsUser(engine.db, {
    username: 'e2e-newsletter-editor',
    role: 'viewer',
    tenants: [tenantKey],
    extraPermissions: ['manage_newsletter_templates', 'manage_newsletter_campaigns', 'manage_content'],
  });
  const settings = await loadSiteSettings(engine.db, tenantKey);
  newsletter = settings.newsletters.enabledNewsletters[0]!;
  items = await engine
    .db('content')
    .where({ tenant_key: tenantKey, status: 1 })
    .whereIn('type', ['Article', 'News'])
    .where('published', '<=', Date.now())
    .orderBy('id')
    .limit(3)
    .select('id', 'name');
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await session?.close();
  await sink?.close();
});

describe('a newsletter from template to inbox and archive', () => {
  let templateId = 0;
  let campaignId = 0;

  it('an editor builds a template of three block types', async () => {
    const page = await signedIn('/admin/create-newsletter-template');
    await page.getByRole('heading', { name: 'Create newsletter template' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Fleet Weekly');
    await page.getByLabel('Newsletter', { exact: true }).selectOption({ label: newsletter.title });
    for (const type of ['Content list', 'Fixed ad', 'HTML']) {
      await page.getByLabel('Block type').selectOption({ label: type });
      await page.getByRole('button', { name: 'Add block' }).click();
    }
    await page.getByLabel('Block 3 HTML').fill('<p>Thanks for reading the E2E edition.</p>');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByText('Newsletter template “E2E Fleet Weekly” created.').waitFor();
    await page.waitForURL(/\/admin\/edit-newsletter-template\/\d+$/);
    templateId = Number(/(\d+)$/.exec(page.url())![1]);
    await page.context().close();

    // What the ad operations and the content editors did meanwhile: an ad booked on the fixed ad's
    // position, and three items scheduled to the newsletter for the day.
    await insertNewsletterAd(engine.db, {
      tenantKey,
      title: adTitle,
      schedules: [{ templateId, startDate: '2031-05-01', endDate: '2031-05-31', position: 1 }],
    });
    for (const [sequence, item] of items.entries())
      await insertContentSchedule(engine.db, { tenantKey, templateId, contentId: item.id, date: day, sequence });
  }, 120_000);

  it('makes a campaign of it, previews it and sends a test that arrives with the subject, preheader, items and ad', async () => {
    expect(templateId).toBeGreaterThan(0);
    const page = await signedIn('/admin/create-newsletter-campaign');
    await page.getByRole('heading', { name: 'Add newsletter campaign' }).waitFor();
    await page.getByLabel('Template').selectOption({ label: 'E2E Fleet Weekly' });
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Preheader').fill(preheader);
    await page.getByLabel('Date').fill(day);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL(/\/admin\/edit-newsletter-campaign\/\d+$/);
    campaignId = Number(/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Populate from schedules' }).click();
    await page.getByText(`1. ${items[0]!.name}`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Campaign ${subject} saved.`).waitFor();

    const preview = page.frameLocator('iframe[title="E-mail preview, desktop"]');
    for (const item of items) await preview.getByText(item.name).first().waitFor();
    await preview.getByText(adTitle).first().waitFor();

    await page.getByRole('button', { name: 'Send test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test' });
    await dialog.getByLabel('Other addresses').fill('qa@example.com');
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await page.getByText(/^Test sent to .*qa@example\.com\.$/).waitFor();

    await expect.poll(() => sink.acknowledged.filter((m) => m.to === 'qa@example.com').length).toBe(1);
    const test = sink.acknowledged.find((m) => m.to === 'qa@example.com')!;
    expect(test.header('Subject')).toBe(`[TEST] ${subject}`);
    const html = await htmlOf(test);
    expect(html).toContain(preheader);
    for (const item of items) expect(html).toContain(item.name.replace(/&/g, '&amp;'));
    expect(html).toContain(adTitle);
    expect(html).toContain('Thanks for reading the E2E edition.');
    await page.context().close();
  }, 120_000);

  it('deploys it: every subscriber gets exactly one copy, the campaign is in the archive, and the unsubscribe link works', async () => {
    expect(campaignId).toBeGreaterThan(0);
    const page = await signedIn(`/admin/edit-newsletter-campaign/${campaignId}`);
    await page.getByRole('button', { name: 'Deploy', exact: true }).click();
    await page.getByRole('button', { name: 'Deploy now' }).click();
    await page
      .getByText(/^Sent /)
      .first()
      .waitFor({ timeout: 90_000 });

    const subscribers = await engine
      .db('newsletter_subscribers')
      .where({ tenant_key: tenantKey, newsletter_id: newsletter.id })
      .pluck('email');
    expect(subscribers.length).toBeGreaterThan(10);
    const live = sink.acknowledged.filter((m) => m.header('Subject') === subject);
    const recipients = live.map((m) => m.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const email of subscribers) expect(recipients).toContain(email.toLowerCase());
    const [{ sent }] = await engine.db('newsletter_deployments').where({ campaign_id: campaignId, kind: 'live' });
    expect(Number(sent)).toBe(recipients.length);
    expect(live.every((m) => /One-Click/.test(m.header('List-Unsubscribe-Post') ?? ''))).toBe(true);
    await page.context().close();

    const { page: reader } = await session.newPage();
    await expect
      .poll(async () => (await reader.goto(`${base}/newsletter/${campaignId}`))?.status(), { timeout: 60_000 })
      .toBe(200);
    await reader.getByText(items[0]!.name).first().waitFor();
    await reader.getByText(adTitle).first().waitFor();
    // The archive's one script records the page view with the campaign; the policy runs no other.
    await expect
      .poll(async () =>
        (await engine.db('tracking_events').where({ tenant_key: tenantKey, type: 'pageView' }).select('page'))
          .map((row: { page: string }) => JSON.parse(row.page) as Record<string, unknown>)
          .find((details) => details.newsletterCampaignId === campaignId),
      )
      .toMatchObject({ pageType: 'newsletter', path: `/newsletter/${campaignId}`, pageTitle: expect.any(String) });
    await reader.addScriptTag({ content: 'window.injected = true;' }).catch(() => null);
    expect(await reader.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();

    // A reader follows the e-mail's unsubscribe link: the page asks first (a GET changes nothing),
    // the button unsubscribes, and the address is gone from the newsletter.
    const message = live.find((m) => subscribers.includes(m.to))!;
    const link = /<(https?:\/\/[^>]+\/newsletter\/unsubscribe\?[^>]+)>/.exec(
      message.header('List-Unsubscribe') ?? '',
    )![1]!;
    const { pathname, search } = new URL(link);
    await reader.goto(`${base}${pathname}${search}`);
    await reader.getByRole('heading', { name: `Unsubscribe from ${newsletter.title}?` }).waitFor();
    const stillThere = () =>
      engine
        .db('newsletter_subscribers')
        .where({ tenant_key: tenantKey, newsletter_id: newsletter.id, email: message.to });
    await expect(stillThere()).resolves.toHaveLength(1);
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await reader.getByRole('heading', { name: `You have been unsubscribed from ${newsletter.title}` }).waitFor();
    await expect(stillThere()).resolves.toEqual([]);
    await reader.context().close();
  }, 180_000);
});

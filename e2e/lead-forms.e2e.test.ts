import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { createSmtpMailer } from '../content-engine/mail/index.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../content-engine/testing/smtp-test-server.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';

/*
 * Issue 30 item 4: a reader asks for more information on an article with an inquiry form; the
 * lead arrives by mail, through the real SMTP test server, at the address of the inquiry settings.
 */

const tenantKey = 'fleetowner';
let smtp: SmtpTestServer;
let engine: TestEngine;
let browser: Browser;
let base: string;
let filesDir: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-lead-forms-'));
  engine = await createTestEngine({ site: true, filesDir, ports: { mail: createSmtpMailer(smtp.url) } });
  await seedDemo(engine.db, { filesDir, tenants: 1 });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
  await smtp?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('lead forms', () => {
  it('sends an inquiry about an article, and the lead arrives by mail', async () => {
    const article = await engine
      .db('content')
      .where({ tenant_key: tenantKey, type: 'Article', status: 1 })
      .where('metadata', 'like', '%"enableRmi":true%')
      .where('published', '<', Date.now())
      .orderBy('published', 'desc')
      .first('canonical_path', 'name');
    const { sendTo } = (await loadSiteSettings(engine.db, tenantKey)).inquiryForm;
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${base}${article.canonical_path}`);
    const form = page.locator('.lead-form');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please correct issues with this form').waitFor();
    await form.getByRole('textbox', { name: 'First Name' }).fill('Dana');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Buyer');
    await form.getByRole('textbox', { name: 'Email' }).fill('dana.buyer@fleet.example');
    await form.getByRole('textbox', { name: 'Company' }).fill('Northern Haulage <b>Co</b>');
    await form.getByRole('radio', { name: 'Phone' }).check();
    await form.getByRole('textbox', { name: 'Phone' }).fill('+1 312 555 0199');
    await form.getByRole('textbox', { name: 'Comments' }).fill('Please send pricing for 40 trucks.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for your inquiry. We will be in touch soon.').waitFor();

    const mail = await smtp.nextTo(sendTo.split(/[,;\s]+/)[0]!);
    expect(mail.text).toContain('dana.buyer@fleet.example');
    expect(mail.text).toContain('Please send pricing for 40 trucks.');
    expect(mail.html || '').toContain('Northern Haulage &lt;b&gt;Co&lt;/b&gt;');
    expect(
      await engine.db('lead_form_submissions').where({ tenant_key: tenantKey, form_type: 'inquiry' }).count({ n: '*' }),
    ).toEqual([{ n: 1 }]);
    await context.close();
  }, 120_000);
});

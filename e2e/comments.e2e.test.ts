import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { saveSiteSettings } from '../content-engine/settings/queries.ts';
import { socialNetworks } from '../site/lib/social-networks.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { signInEditor } from './editor-cookie.ts';

/*
 * Comments and share links in a real browser against the demo (fleetowner: commenting on for
 * members only): a visitor sees the seeded comments and a link to log in; the demo member logs in
 * through it, comes back and posts; with anonymous commenting switched on a visitor gives a name;
 * the share links offer every network the site configured.
 */
const tenantKey = 'fleetowner';

let engine: TestEngine;
let browser: Browser;
let base: string;
let article: { path: string; seededComment: string };
const pageErrors: string[] = [];

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 100 });
  const seeded = await engine
    .db('comments as c')
    .join('content as i', 'i.id', 'c.content_id')
    .where({ 'c.tenant_key': tenantKey, 'c.status': 'approved' })
    .orderBy('c.id')
    .first('i.canonical_path', 'c.body');
  expect(seeded).toBeTruthy();
  article = { path: seeded.canonical_path, seededComment: seeded.body };
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
});

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  // The visitor has answered the cookie banner (necessary only), so it does not cover the form.
  await context.addCookies([
    {
      name: 'mastheadConsent',
      value: encodeURIComponent(
        `groups=${encodeURIComponent('C0001:1,C0002:0,C0003:0,C0004:0,C0005:0')}&datestamp=${encodeURIComponent(new Date().toISOString())}`,
      ),
      url: base,
    },
  ]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });

describe('comments on a demo article', () => {
  it('shows an anonymous visitor the comments and a link to log in, then lets the member post after logging in', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}${article.path}`);
    await comments(page).scrollIntoViewIfNeeded();
    await comments(page).getByText(article.seededComment, { exact: true }).waitFor();
    await expect(comments(page).getByText('Morgan Member', { exact: true }).count()).resolves.toBeGreaterThan(0);
    const login = comments(page).getByRole('link', { name: 'Log in to comment' });
    await login.waitFor();
    await expect(comments(page).getByLabel('Your comment').count()).resolves.toBe(0);

    await login.click();
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}${article.path}#comments`);

    const body = `Posted from the browser at ${Date.now()}`;
    await comments(page).getByLabel('Your comment').fill(body);
    await comments(page).getByRole('button', { name: 'Post comment' }).click();
    await comments(page).getByRole('status').getByText('Thank you, your comment is posted.', { exact: true }).waitFor();
    const posted = comments(page).getByRole('listitem').filter({ hasText: body });
    await posted.waitFor();
    await expect(posted.getByText('Morgan Member', { exact: true }).count()).resolves.toBe(1);

    await page.reload();
    await comments(page).scrollIntoViewIfNeeded();
    await comments(page).getByRole('listitem').filter({ hasText: body }).waitFor();
    await context.close();
  });

  it('says a comment is required, and asks an anonymous visitor for a name where anonymous commenting is allowed', async () => {
    const settings = await loadSiteSettings(engine.db, tenantKey);
    await saveSiteSettings(engine.db, {
      tenantKey,
      now: Date.now(),
      settings: { ...settings, memberships: { ...settings.memberships, allowAnonymousCommenting: true } },
    });
    engine.events.emit({ tenantKey, kind: 'settings', tags: ['settings'], at: Date.now() });
    const { context, page } = await visitor();
    // The stored page predates the change: a live render (an editor's) shows the new rule.
    await signInEditor(engine, context, { base, tenantKey });
    await page.goto(`${base}${article.path}?cache-bypass=true`);
    await comments(page).scrollIntoViewIfNeeded();
    await comments(page).getByRole('button', { name: 'Post comment' }).click();
    await expect
      .poll(() => comments(page).getByRole('alert').allTextContents())
      .toEqual(['Field is required', 'Field is required']);
    await comments(page).getByLabel('Your name').fill('Pat from Peoria');
    await comments(page).getByLabel('Your comment').fill('An anonymous note <b>in plain text</b>');
    await comments(page).getByRole('button', { name: 'Post comment' }).click();
    const posted = comments(page).getByRole('listitem').filter({ hasText: 'An anonymous note <b>in plain text</b>' });
    await posted.waitFor();
    await expect(posted.getByText('Pat from Peoria', { exact: true }).count()).resolves.toBe(1);
    await expect(comments(page).getByRole('link', { name: 'Log in to comment' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('share links', () => {
  it('offer every network the site configured, each named for assistive technology', async () => {
    const { contentStyle } = await loadSiteSettings(engine.db, tenantKey);
    expect(contentStyle.socialShareLinks).toContain('email');
    const { context, page } = await visitor();
    await page.goto(`${base}${article.path}`);
    const share = page.getByRole('list', { name: 'Share this page' });
    for (const network of contentStyle.socialShareLinks) {
      const link = share.getByRole('link', { name: `Share on ${socialNetworks[network].label}`, exact: true });
      await expect(link.count()).resolves.toBe(1);
      const href = await link.getAttribute('href');
      expect(href).toContain(encodeURIComponent(article.path));
      expect(network === 'email' ? href?.startsWith('mailto:?subject=') : href?.startsWith('https://')).toBe(true);
    }
    await expect(share.getByRole('link').count()).resolves.toBe(contentStyle.socialShareLinks.length);
    await context.close();
  });
});

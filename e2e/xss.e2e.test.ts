import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentCookieName, serializeConsent, allCategories } from '../islands/consent/consent-cookie.ts';
import { pageScriptIds } from '../content-engine/testing/xss-corpus.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { recordOutsideRequests } from './outside-requests.ts';
import { configuredScriptHost, writeCorpusEverywhere, type SeededPages } from './xss-fields.ts';

/*
 * The XSS corpus (content-engine/testing/xss-corpus.ts) in every editor-writable field
 * (e2e/xss-fields.ts), rendered in Chromium: the article, print, section and home pages. Every
 * payload would call `__xss(name)` or `alert` if it ran; neither may happen, not after the visitor
 * answers the consent banner, nor when they arrive with a consent cookie. Third-party hosts never
 * answer from the internet: every request to them is recorded and answered with an empty script.
 */
const tenantKey = 'fleetowner';
// Hosts a page may ask: the site's configured third party, and the https players the bodies embed.
const allowedHosts = new Set([configuredScriptHost, 'www.youtube.com']);

let session: DemoSession;
let pages: SeededPages;

beforeAll(async () => {
  session = await startDemoSession({ site: true, tenantKey, seed: { tenants: 1, itemsPerTenant: 40 } });
  pages = await writeCorpusEverywhere(session.engine, tenantKey);
}, 300_000);

afterAll(async () => {
  await session?.close();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Markers that ran (`__xss` calls and dialogs), on the site's own frames. */
  ran: () => Promise<string[]>;
  /** Hosts other than the site's that were asked for anything, so far. */
  readonly hosts: string[];
}

async function visitor(withConsent: boolean): Promise<Visit> {
  const { context, page } = await session.newPage();
  if (withConsent)
    await context.addCookies([
      {
        name: consentCookieName,
        value: encodeURIComponent(serializeConsent(allCategories, new Date())),
        url: session.base,
      },
    ]);
  const outside = await recordOutsideRequests(context);
  const dialogs: string[] = [];
  await context.addInitScript(() => {
    const w = window as unknown as { __xss: (name: unknown) => void; __xssRan: string[] };
    w.__xssRan = [];
    w.__xss = (name) => void w.__xssRan.push(String(name));
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const ran = async () => {
    const origin = new URL(session.base).origin;
    const frames = page.frames().filter((frame) => frame.url().startsWith(origin));
    const marks = await Promise.all(
      frames.map((frame) =>
        frame.evaluate(() => (window as unknown as { __xssRan?: string[] }).__xssRan ?? []).catch(() => []),
      ),
    );
    return [...dialogs, ...marks.flat()];
  };
  return {
    context,
    page,
    ran,
    get hosts() {
      return outside.map((url) => new URL(url).hostname);
    },
  };
}

/** The scripts the consent loader added (it adds them at once, in one task): none but the site's https third party. */
async function expectOnlyConfiguredScripts(page: Page, path: string) {
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[data-consent-category]')].map((script) => script.src),
  );
  expect(sources, path).toEqual([`https://${configuredScriptHost}/site.js`]);
}

/** What an attacker would need on the page: script URLs, handlers, a second config, a clobbered name. */
async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(
    (ids) => {
      const found: string[] = [];
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.getAttributeNames()) {
          if (attribute.startsWith('on')) found.push(`${element.localName}[${attribute}]`);
          if (attribute === 'srcdoc' && !element.closest('.welcome-ad')) found.push(`${element.localName}[srcdoc]`);
        }
      }
      for (const element of document.querySelectorAll<HTMLAnchorElement | HTMLIFrameElement>(
        'a[href], area[href], iframe[src], form[action], object[data], embed[src]',
      )) {
        const url =
          element instanceof HTMLAnchorElement
            ? element.href
            : (element.getAttribute('src') ?? element.getAttribute('action') ?? element.getAttribute('data') ?? '');
        try {
          const { protocol } = new URL(url, location.href);
          if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) found.push(`${element.localName} → ${url}`);
        } catch {
          // Not a URL: nothing to follow.
        }
      }
      for (const id of ids) {
        const holders = document.querySelectorAll(`[id="${id}"], [name="${id}"]`);
        if (holders.length > 1) found.push(`${holders.length} elements named ${id}`);
        if (id !== 'consent-banner' && [...holders].some((holder) => holder.parentNode !== document.head))
          found.push(`${id} outside the head`);
      }
      if (document.querySelectorAll('head > script#masthead-page-config[type="application/json"]').length !== 1)
        found.push('no page config in the head');
      for (const name of ['cookie', 'head', 'getElementById', 'querySelector']) {
        if (typeof (document as unknown as Record<string, unknown>)[name] === 'object' && name !== 'head')
          found.push(`document.${name} clobbered`);
      }
      if (!(document.head instanceof HTMLHeadElement)) found.push('document.head clobbered');
      return found;
    },
    [...pageScriptIds],
  );
}

const allPaths = () => [
  pages.home,
  pages.section,
  ...pages.articles.map((article) => article.path),
  ...pages.articles.map((article) => `/print/content/${article.id}`),
];

async function open(page: Page, path: string) {
  const response = await page.goto(`${session.base}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.waitForFunction(() => document.readyState === 'complete');
}

describe('the XSS corpus in every editor-writable field', () => {
  it('reaches the pages as text: the home, section, article and print pages show it', async () => {
    const { context, page } = await visitor(true);
    for (const path of allPaths()) {
      await open(page, path);
      // The corpus arrives (as text and inert markup), so the checks below look at it.
      expect(await page.content(), path).toContain('__xss(');
      // The body's clobbering payload is on the article and print pages, under its namespaced id.
      if (path !== pages.home && path !== pages.section)
        expect(await page.locator('[id="user-content-masthead-page-config"]').count(), path).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('runs no payload for a visitor who answers the consent banner, on any page', async () => {
    for (const path of allPaths()) {
      const visit = await visitor(false);
      await open(visit.page, path);
      const banner = visit.page.getByRole('region', { name: 'Cookie consent' });
      await banner.getByRole('button', { name: 'Accept All' }).click();
      await banner.waitFor({ state: 'hidden' });
      // The configured third party loads: the loader ran over the page's config (the real one).
      await expect.poll(() => visit.hosts.includes(configuredScriptHost), { timeout: 30_000 }).toBe(true);
      await expectOnlyConfiguredScripts(visit.page, path);
      expect(await visit.ran(), path).toEqual([]);
      expect(
        [...new Set(visit.hosts)].filter((host) => !allowedHosts.has(host)),
        path,
      ).toEqual([]);
      expect(await dangerousMarkup(visit.page), path).toEqual([]);
      await visit.context.close();
    }
  });

  it('runs no payload for a visitor who arrives with a consent cookie, on any page', async () => {
    for (const path of allPaths()) {
      const visit = await visitor(true);
      await open(visit.page, path);
      await expect.poll(() => visit.hosts.includes(configuredScriptHost), { timeout: 30_000 }).toBe(true);
      expect(await visit.page.getByRole('region', { name: 'Cookie consent' }).isHidden()).toBe(true);
      await expectOnlyConfiguredScripts(visit.page, path);
      expect(await visit.ran(), path).toEqual([]);
      expect(
        [...new Set(visit.hosts)].filter((host) => !allowedHosts.has(host)),
        path,
      ).toEqual([]);
      await visit.context.close();
    }
  });

  it('keeps the page config in the head: the site’s https script only, the http one left out', async () => {
    const { context, page } = await visitor(true);
    await open(page, pages.articles[0]!.path);
    const config = await page.evaluate(
      () =>
        JSON.parse(document.head.querySelector('script#masthead-page-config')!.textContent!) as {
          scripts: { src: string }[];
          scriptHosts: string[];
        },
    );
    expect(config.scripts.map((script) => script.src)).toEqual([`https://${configuredScriptHost}/site.js`]);
    expect(config.scriptHosts).toEqual([configuredScriptHost]);
    // The JSON-LD holds the corpus (site name, headline) and still parses: no field ended the script.
    const jsonLd = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    );
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const text of jsonLd) {
      expect(text).not.toContain('<');
      expect(JSON.stringify(JSON.parse(text))).toContain('__xss(');
    }
    await context.close();
  });
});

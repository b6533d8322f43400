import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNewsletter } from '../content-engine/newsletter-render/render-newsletter.ts';
import { twelveItemInput } from '../content-engine/newsletter-render/tests/fixture.ts';
import { gmailClipBytes, newsletterWidths } from '../content-engine/shared/newsletters/constants.ts';
import { launchBrowser } from './browser.ts';

/*
 * The rendered newsletter e-mail in Chromium as a mail client with images blocked shows it: at
 * each template width no horizontal scroll, every item's name and every image's alt text on
 * screen; on a phone (375 px) still no horizontal scroll. No network: images are aborted and
 * nothing else is fetched (the HTML is set, not loaded).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const names = twelveItemInput().blocks.flatMap((b) => b.items.map((i) => i.name));

async function open(html: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const requests: string[] = [];
  await page.route('**/*', (route) => {
    if (route.request().resourceType() === 'image') return route.abort();
    requests.push(route.request().url());
    return route.abort();
  });
  await page.setContent(html, { waitUntil: 'load' });
  expect(requests).toEqual([]);
  return page;
}

const overflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));

describe('the newsletter e-mail in Chromium with images blocked', () => {
  it.each(newsletterWidths)('at %i px shows every item and alt text without scrolling sideways', async (width) => {
    const input = twelveItemInput();
    input.template.payload.styles.width = width;
    const { html } = await renderNewsletter(input);
    expect(Buffer.byteLength(html)).toBeLessThan(gmailClipBytes);
    const page = await open(html, width);
    const { scrollWidth, clientWidth } = await overflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(names).toHaveLength(12);
    for (const name of names)
      await expect.poll(() => page.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const box = img.getBoundingClientRect();
        return {
          alt: img.getAttribute('alt'),
          width: box.width,
          height: box.height,
          complete: (img as HTMLImageElement).naturalWidth,
        };
      }),
    );
    expect(images.length).toBeGreaterThan(15);
    // Blocked images keep a box of their own in which Chromium writes the alt text.
    for (const image of images) {
      expect(image.alt).toBeTruthy();
      expect(image.complete).toBe(0);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  it('on a phone (375 px) does not scroll sideways either', async () => {
    const input = twelveItemInput();
    input.template.payload.styles.width = 800;
    const { html } = await renderNewsletter(input);
    const page = await open(html, 375);
    const { scrollWidth, clientWidth } = await overflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expect.poll(() => page.getByRole('link', { name: names[0], exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });
});

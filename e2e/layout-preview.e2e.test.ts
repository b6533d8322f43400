import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutPreviewPath } from '../content-engine/shared/layout-preview.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { signInEditor } from './editor-cookie.ts';

/*
 * The layout preview in Chromium (ADR 46): a form posted from a page of the site's origin into a
 * named frame renders the page with the unsaved layout, with the session cookie the browser
 * attaches; the same form from another site of the same machine (same-site, not same-origin)
 * is anonymous and refused.
 */
let session: DemoSession;
const marker = 'Only-in-the-unsaved-layout';
const layout = {
  name: 'Unsaved home',
  type: 'url-override',
  aliases: ['/'],
  primaryGrid: {
    rows: [
      {
        id: 'r1',
        settings: { layout: '1' },
        columns: [{ id: 'c1', blocks: [{ id: 'b1', type: 'rich_text', settings: { html: `<p>${marker}</p>` } }] }],
      },
    ],
  },
};

/** Posts the preview form from `page`, into a frame named `frame` (or the page itself when null). */
const postPreview = (page: Page, frame: string | null) =>
  page.evaluate(
    ({ action, frame, fields }) => {
      if (frame) {
        const iframe = document.createElement('iframe');
        iframe.name = frame;
        document.body.append(iframe);
      }
      const form = document.createElement('form');
      Object.assign(form, { method: 'post', action, ...(frame ? { target: frame } : {}) });
      for (const [name, value] of Object.entries(fields))
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      document.body.append(form);
      form.submit();
    },
    { action: layoutPreviewPath, frame, fields: { path: '/', layout: JSON.stringify(layout) } },
  );

beforeAll(async () => {
  session = await startDemoSession({ site: true, seed: { tenants: 2, itemsPerTenant: 10 } });
}, 300_000);
afterAll(() => session?.close());

describe('previewing an unsaved layout in a browser', () => {
  it("shows the site's page with the draft in a frame of the site's own origin, for a signed-in editor", async () => {
    const { context, page } = await session.newPage();
    await signInEditor(session.engine, context, { base: session.base, tenantKey: 'fleetowner' });
    await page.goto(`${session.base}/`);
    await postPreview(page, 'preview');
    const frame = page.frameLocator('iframe[name="preview"]');
    await frame.getByText(marker).waitFor({ timeout: 30_000 });
    await expect(frame.locator('header').first().count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it('treats the same form from another origin of the machine as anonymous, though the browser sends the cookie', async () => {
    const { context, page } = await session.newPage();
    await signInEditor(session.engine, context, { base: session.base, tenantKey: 'fleetowner' });
    // An attacker's page on another host of the same site (*.localhost): no CSP of ours limits its forms.
    const attacker = session.base.replace('fleetowner', 'attacker');
    await page.route(`${attacker}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title><p>x</p>' }),
    );
    await page.goto(`${attacker}/`);
    const answer = page.waitForResponse((response) => response.url().endsWith(layoutPreviewPath));
    await page.evaluate(
      ({ action, layout }) => {
        const form = Object.assign(document.createElement('form'), { method: 'post', action });
        for (const [name, value] of Object.entries({ path: '/', layout }))
          form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
        document.body.append(form);
        form.submit();
      },
      { action: `${session.base}${layoutPreviewPath}`, layout: JSON.stringify(layout) },
    );
    const response = await answer;
    const sent = await response.request().allHeaders();
    expect([response.status(), sent.origin, sent.cookie?.includes('cmsUserBearerToken=')]).toEqual([
      401,
      attacker,
      true,
    ]);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { loadSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSiteSettings } from '../../settings/queries.ts';
import { overrideTopSectionPage } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';

/*
 * The subscribe widgets as the server renders them, on the demo's old-design tenant
 * (plantservices: footer link and side pane) and on the new-design one (fleetowner), whose
 * newsletters are all taken out of the subscribe block here: block, flyout and pane are dropped.
 */
let engine: TestEngine;
const paths: Record<string, string> = {};
const subscribeLayout = {
  rows: [
    {
      id: 'r1',
      settings: { layout: '1' },
      columns: [
        { id: 'c1', settings: { blockAlignment: 'top' }, blocks: [{ id: 'b1', type: 'subscribe', settings: {} }] },
      ],
    },
  ],
};

const get = async (tenantKey: string, url: string) => {
  const response = await engine.app.inject({ url, headers: { host: `${tenantKey}.localhost` } });
  expect(response.statusCode, `${tenantKey} ${url}`).toBe(200);
  return response.body;
};

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 2, itemsPerTenant: 60 });
  for (const tenantKey of ['fleetowner', 'plantservices']) {
    paths[tenantKey] = await overrideTopSectionPage(engine.db, { tenantKey, name: 'Subscribe', grid: subscribeLayout });
  }
  const settings = await loadSiteSettings(engine.db, 'fleetowner');
  const hidden = settings.newsletters.enabledNewsletters.map((n) => ({ ...n, showInSubscribeBlock: false }));
  await saveSiteSettings(engine.db, {
    tenantKey: 'fleetowner',
    settings: { ...settings, newsletters: { ...settings.newsletters, enabledNewsletters: hidden } },
    now: Date.now(),
  });
}, 300_000);

afterAll(() => engine?.close());

describe('the subscribe widgets', () => {
  it('render the block and, in the old design, a footer link opening the side pane, as valid HTML without any visitor data', async () => {
    const html = await get('plantservices', paths.plantservices!);
    expect(html).toContain('class="subscribe-block"');
    expect(html).toContain('href="#newsletter-signup"');
    expect(html).toContain('id="newsletter-signup"');
    expect(html).not.toContain('class="newsletter-flyout"');
    expect(html).not.toMatch(/member@|type="email"/);
    const failures = Object.entries(checkHtml({ [paths.plantservices!]: html })).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([url, messages]) => [url, describeMessages(messages)]))).toEqual({});
  });

  it('are dropped when no enabled newsletter is shown in the subscribe block', async () => {
    const html = await get('fleetowner', paths.fleetowner!);
    // Their styles are in every page's stylesheet: look for the markup.
    expect(html).not.toContain('class="subscribe-block"');
    expect(html).not.toContain('class="newsletter-flyout"');
    expect(html).not.toContain('id="newsletter-signup"');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLayout, insertSection, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/* The site_search block on a home page whose layout has it: a plain form to /search on sites with the search module, dropped elsewhere. */
let engine: TestEngine;
const get = (tenantKey: string, url: string) =>
  engine.app.inject({ url, headers: { host: `${tenantKey}.example.com` } });
const siteSearchForm = (html: string) => /<form[^>]*data-site-search[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0];

const homeGrid = {
  rows: [
    {
      id: 'r1',
      settings: { layout: '1' },
      columns: [
        {
          id: 'r1c1',
          blocks: [
            { id: 'about', type: 'rich_text', settings: { html: '<p>About this site.</p>' } },
            { id: 'find', type: 'site_search', settings: { buttonLabel: 'Find' } },
          ],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  for (const [key, modules] of [
    ['alpha', undefined],
    ['gamma', ['magazine']],
  ] as const) {
    await insertTenant(engine.db, { key, modules: modules ? [...modules] : undefined });
    await insertSection(engine.db, { tenantKey: key, name: 'Home', alias: 'home' });
    await insertLayout(engine.db, {
      tenantKey: key,
      name: 'Home',
      type: 'url-override',
      aliases: ['/'],
      pageType: 'section',
      primaryGrid: homeGrid,
    });
  }
});
afterAll(() => engine.close());

describe('the site_search block', () => {
  it('renders a box that sends the filters JSON to /search, with its button label', async () => {
    const response = await get('alpha', '/');
    expect(response.statusCode).toBe(200);
    const form = siteSearchForm(response.body);
    expect(form).toBeDefined();
    expect(form).toMatch(/action="\/search"/);
    expect(form).toMatch(/method="get"/);
    expect(form).toContain('placeholder="Search here..."');
    // Without its script (or before it runs) the form still sends the filters of an empty search.
    const filters = /name="filters" value="([^"]*)"/.exec(form!)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(filters!)).toEqual({ text: '', page: 1 });
    expect(form).toMatch(/<button type="submit"[^>]*>Find<\/button>/);
  });

  it('is dropped on a site without the search module, the rest of the page shown', async () => {
    const response = await get('gamma', '/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('About this site.');
    expect(response.body).not.toContain('data-site-search');
    expect(response.body).not.toContain('block-site_search');
  });
});

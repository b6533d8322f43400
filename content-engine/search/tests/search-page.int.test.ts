import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/* The /search page as the site route serves it: the island's box on sites with the search module, the 404 screen elsewhere. */
let engine: TestEngine;
const get = (tenantKey: string, url: string) =>
  engine.app.inject({ url, headers: { host: `${tenantKey}.example.com` } });

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'gamma', modules: ['magazine'] });
});
afterAll(() => engine.close());

describe('/search', () => {
  it('serves the search island with its box, noindex, whatever the filters', async () => {
    const response = await get('alpha', `/search?filters=${encodeURIComponent('{"text":"diesel","page":2}')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('placeholder="Search here..."');
    expect(response.body).toMatch(/<astro-island[^>]*component-url="[^"]*SearchPage/);
    expect(response.body).toMatch(/<meta name="robots" content="noindex/);
    // Results come from the browser: nothing of the query is in the stored page.
    expect(response.body).not.toContain('diesel');
  });

  it('shows the 404 screen on a site without the search module', async () => {
    const response = await get('gamma', '/search');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('404 - Page Not Found');
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The error screen's branches (spec public §2 "Error screen", §8): a missing page says
 * "404 - Page Not Found"; a crawler (bot, lighthouse, facebook and google user agents) gets the
 * status without a page, and the miss is logged.
 */

let engine: TestEngine;

const get = (path: string, userAgent?: string) =>
  engine.app.inject({
    method: 'GET',
    url: path,
    headers: { host: 'fleetowner.localhost', ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { itemsPerTenant: 20 });
}, 240_000);

afterAll(async () => {
  await engine?.close();
});

describe('error screens', () => {
  it('shows "404 - Page Not Found" for a missing page, titled Page Not Found, without a link home', async () => {
    const response = await get('/no-such-page', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<h1[^>]*>404 - Page Not Found<\/h1>/);
    expect(response.body).toContain('<title>Page Not Found');
    expect(response.body).not.toContain('Return to Home');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse',
    'facebookexternalhit/1.1',
    'Google-InspectionTool/1.0',
  ])('answers the status without an error page to the crawler "%s", and logs it', async (userAgent) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const response = await get('/no-such-page-for-crawlers', userAgent);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('404 /no-such-page-for-crawlers'));
    } finally {
      warn.mockRestore();
    }
  });
});

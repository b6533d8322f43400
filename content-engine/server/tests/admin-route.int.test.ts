import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDistDir } from '../../../builds/admin-build.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The admin SPA at /admin on every host: index.html for every admin path (the app routes and shows
 * its not-found page), hashed assets cached for a year, the runtime configuration, and the engine's
 * own routes untouched.
 */
let engine: TestEngine;

beforeAll(async () => {
  engine = await createTestEngine({
    admin: true,
    adminConfig: {
      signInUrl: 'https://sso.example/login',
      signOutUrl: null,
      devTools: true,
      editorialResourceUrl: null,
    },
  });
});
afterAll(() => engine.close());

describe('the admin route', () => {
  it('answers index.html, not cached, for /admin and every path under it, on any host', async () => {
    for (const [url, host] of [
      ['/admin', 'localhost'],
      ['/admin/content?type=Article', 'fleetowner.localhost'],
      ['/admin/no-such-screen', 'www.example.com'],
    ]) {
      const response = await engine.app.inject({ method: 'GET', url, headers: { host } });
      expect([url, response.statusCode, response.headers['content-type'], response.headers['cache-control']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
        'no-cache',
      ]);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets for a year, and 404s a missing one', async () => {
    const script = readdirSync(join(adminDistDir, 'assets')).find((file) => file.endsWith('.js'))!;
    const asset = await engine.app.inject({ method: 'GET', url: `/admin/assets/${script}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await engine.app.inject({ method: 'GET', url: '/admin/assets/missing-abc123.js' })).statusCode).toBe(404);
  });

  it('serves its runtime configuration', async () => {
    const response = await engine.app.inject({ method: 'GET', url: '/admin/config.json' });
    expect(response.json()).toEqual({
      signInUrl: 'https://sso.example/login',
      signOutUrl: null,
      devTools: true,
      editorialResourceUrl: null,
    });
  });

  it('leaves the engine routes alone', async () => {
    expect((await engine.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await engine.app.inject({ method: 'GET', url: '/graphql/versions.json' })).statusCode).toBe(200);
  });
});

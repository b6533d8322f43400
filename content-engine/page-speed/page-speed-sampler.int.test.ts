import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent, insertSection, insertTenant } from '../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { createLocalPageSpeedRunner } from './local-runner.ts';
import { pageSpeedPass, samplePages } from './page-speed-sampler.ts';

let engine: TestEngine;
let server: Server;
let port = 0;
const requests: string[] = [];
const now = Date.parse('2026-03-10T18:00:00Z');
const html = '<!doctype html><title>x</title>' + 'y'.repeat(1000);

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  await insertSection(engine.db, { tenantKey: 'alpha', name: 'News', alias: 'news' });
  await insertSection(engine.db, { tenantKey: 'alpha', name: 'Archive', alias: 'archive' });
  await insertContent(engine.db, { tenantKey: 'alpha', name: 'Old', canonicalPath: '/old', published: now - 3_000 });
  await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Newer',
    canonicalPath: '/newer',
    published: now - 2_000,
  });
  await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Newest',
    canonicalPath: '/newest',
    published: now - 1_000,
  });
  await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Draft',
    canonicalPath: '/draft',
    status: 2,
    published: now,
  });
  await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Future',
    canonicalPath: '/future',
    published: now + 1_000,
  });
  // A stand-in for this server's site: answers by Host and path; /newer fails.
  server = createServer((req, res) => {
    requests.push(`${req.headers.host} ${req.url}`);
    res.writeHead(req.url === '/newer' ? 500 : 200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await engine.close();
});

describe('page speed sampler', () => {
  it('samples the home page, the first section and the most recent public items', async () => {
    expect(await samplePages(engine.db, 'alpha', { articles: 2, now })).toEqual([
      { tenantKey: 'alpha', path: '/', pageType: 'home' },
      { tenantKey: 'alpha', path: '/archive', pageType: 'section' },
      { tenantKey: 'alpha', path: '/newest', pageType: 'content' },
      { tenantKey: 'alpha', path: '/newer', pageType: 'content' },
    ]);
    expect(await samplePages(engine.db, 'beta', { articles: 2, now })).toEqual([
      { tenantKey: 'beta', path: '/', pageType: 'home' },
    ]);
  });

  it('measures each page locally and stores the runs; a failing page is skipped', async () => {
    const failures: string[] = [];
    const result = await pageSpeedPass(engine.db, {
      runner: createLocalPageSpeedRunner({ port }),
      tenantKeys: ['alpha', 'beta'],
      articles: 2,
      now: () => now,
      onError: (target) => failures.push(target.path),
    });
    expect(result).toEqual({ measured: 4, failed: 1 });
    expect(failures).toEqual(['/newer']);
    expect(requests).toEqual([
      `alpha.localhost /`,
      `alpha.localhost /archive`,
      `alpha.localhost /newest`,
      `alpha.localhost /newer`,
      `beta.localhost /`,
    ]);
    const runs = await engine.db('page_speed_runs').orderBy('id');
    expect(runs.map((r) => [r.tenant_key, r.url, r.page_type, r.day, r.source, Number(r.html_bytes)])).toEqual([
      ['alpha', `http://alpha.localhost:${port}/`, 'home', '2026-03-10', 'local', html.length],
      ['alpha', `http://alpha.localhost:${port}/archive`, 'section', '2026-03-10', 'local', html.length],
      ['alpha', `http://alpha.localhost:${port}/newest`, 'content', '2026-03-10', 'local', html.length],
      ['beta', `http://beta.localhost:${port}/`, 'home', '2026-03-10', 'local', html.length],
    ]);
    // Only what one request measures: no browser metrics.
    expect(runs.every((r) => r.performance_score === null && r.lcp_ms === null && r.cls === null)).toBe(true);
    expect(runs.every((r) => Number(r.ttfb_ms) >= 0 && Number(r.load_ms) >= Number(r.ttfb_ms))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * /ip-test (spec public §2): what the server sees of the visitor and the licence that matches,
 * rendered for every request and never stored. The demo seed licenses 198.51.100.0/24 to
 * "Acme Industrial (demo licence)" on every demo tenant.
 */
let engine: TestEngine;
const host = 'fleetowner.localhost';

const visit = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  engine.app.inject({ method: 'GET', url: '/ip-test', headers: { host, ...headers }, remoteAddress });

/** The page's rows as label → value. */
const rowsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>\s*<td[^>]*><code[^>]*>([^<]*)<\/code><\/td>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 20 });
}, 120_000);
afterAll(() => engine?.close());

describe('/ip-test', () => {
  it('shows the address after the trusted proxy, the raw headers, the socket address and the matching licence', async () => {
    const response = await visit({ 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '198.51.100.8' });
    expect(response.statusCode).toBe(200);
    expect(rowsOf(response.body)).toEqual({
      'Your IP address (as the server sees it)': '198.51.100.7',
      'x-forwarded-for header': '198.51.100.7',
      'x-real-ip header': '198.51.100.8',
      'Remote socket address': '127.0.0.1',
      'Site licence': 'Acme Industrial (demo licence)',
    });
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it('says when there is no licence for the address, and that headers were not sent', async () => {
    expect(rowsOf((await visit()).body)).toEqual({
      'Your IP address (as the server sees it)': '127.0.0.1',
      'x-forwarded-for header': '(not sent)',
      'x-real-ip header': '(not sent)',
      'Remote socket address': '127.0.0.1',
      'Site licence': 'No site licence for this address',
    });
  });

  it('shows a forged x-forwarded-for from an untrusted peer without believing it', async () => {
    const rows = rowsOf((await visit({ 'x-forwarded-for': '198.51.100.7' }, '192.0.2.44')).body);
    expect(rows).toMatchObject({
      'Your IP address (as the server sees it)': '192.0.2.44',
      'x-forwarded-for header': '198.51.100.7',
      'Site licence': 'No site licence for this address',
    });
  });

  it('is rendered for every request and never stored', async () => {
    const licensed = await visit({ 'x-forwarded-for': '198.51.100.7' });
    const other = await visit({ 'x-forwarded-for': '192.0.2.1' });
    for (const response of [licensed, other]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-masthead-cache']).toBe('live');
      expect(response.headers.etag).toBeUndefined();
    }
    expect(rowsOf(other.body)['Site licence']).toBe('No site licence for this address');
    expect(await engine.store!.read('fleetowner', 'ip-test/index.html')).toBeNull();
    expect(
      await engine.db('built_pages').where({ tenant_key: 'fleetowner' }).whereLike('path', '/ip-test%').first(),
    ).toBeUndefined();
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  insertSentDeployment,
  insertSubscribers,
  seedNewsletterSite,
} from '../../newsletters/tests/newsletter-fixtures.ts';
import { signUnsubscribeToken, unsubscribeSecret } from '../../newsletter-deployments/unsubscribe-token.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * One-click unsubscribe as an attacker sees it (RFC 8058; ADR 0074): /newsletter/unsubscribe?t=…
 * POSTed again and again, with a forged token, another site's, on another site; fetched by GET
 * (link scanners and crawlers prefetch every link of an e-mail); and looked for by search engines.
 * Tokens do not expire by design: the link of an old e-mail must keep working (RFC 8058 §3).
 */
const host = 'alpha.example.com';
/** A copy of alpha's live deployment sent to ann (and to nobody@, since unsubscribed): its links' claims. */
const claims = { deploymentId: 0, newsletterId: 'daily', email: 'ann@example.com' };

let t: TestEngine;
const tokenFor = async (tenantKey: string, c: typeof claims = claims) =>
  signUnsubscribeToken(await unsubscribeSecret(t.db), tenantKey, c);
const url = (token: string) => `/newsletter/unsubscribe?t=${encodeURIComponent(token)}`;
const post = (token: string, onHost = host) =>
  t.app.inject({
    method: 'POST',
    url: url(token),
    headers: { host: onHost, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const subscribed = async (email: string) =>
  (await t.db('newsletter_subscribers').where({ tenant_key: 'alpha', email })).length;
const optOuts = (email: string) =>
  t.db('newsletter_subscription_events').where({ tenant_key: 'alpha', email, action: 'OptOut' });

beforeAll(async () => {
  t = await createTestEngine({ site: true });
  const alpha = await seedNewsletterSite(t.db);
  const beta = await seedNewsletterSite(t.db, { key: 'beta' });
  const emails = ['ann@example.com', 'nobody@example.com'];
  claims.deploymentId = await insertSentDeployment(t.db, { tenantKey: 'alpha', campaignId: alpha.campaignId, emails });
  await insertSentDeployment(t.db, { tenantKey: 'beta', campaignId: beta.campaignId, emails });
}, 180_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db('newsletter_subscribers').delete();
  await t.db('newsletter_subscription_events').delete();
  await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['ann@example.com'] });
  await insertSubscribers(t.db, { tenantKey: 'beta', emails: ['ann@example.com'] });
});

describe('one-click unsubscribe, attacked', () => {
  it('answers the same POST repeated, one after another and all at once, alike, and records one opt-out', async () => {
    const token = await tokenFor('alpha');
    const sequential = [];
    for (let i = 0; i < 3; i++) sequential.push(await post(token));
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => post(token)));
    for (const response of [...sequential, ...concurrent]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(sequential[0]!.body);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(await subscribed('ann@example.com')).toBe(0);
    expect(await optOuts('ann@example.com')).toHaveLength(1);
    // Another site's subscription of the same address is its own.
    expect(await t.db('newsletter_subscribers').where({ tenant_key: 'beta' })).toHaveLength(1);
  });

  it('refuses a forged token, another site’s, or its own on another site, without telling whether the address is subscribed', async () => {
    const good = await tokenFor('alpha');
    const [body, mac] = good.split('.');
    const forged = (email: string) =>
      `${Buffer.from(JSON.stringify([1, 'daily', email])).toString('base64url')}.${mac}`;
    const attempts = [
      await post(forged('bob@example.com')), // an address that is not subscribed
      await post(forged('ann@example.org')), // a subscribed address's neighbour
      await post(`${body}.${'A'.repeat(43)}`), // its own claims, a made-up signature
      await post(await tokenFor('beta')), // beta's valid token on alpha
      await post(good, 'beta.example.com'), // alpha's valid token on beta
      await post(''),
      await post('x'.repeat(5000)),
    ];
    for (const [i, response] of attempts.entries()) {
      expect(response.statusCode, `attempt ${i}`).toBe(404);
      expect(response.body).toBe(attempts[0]!.body);
      expect(response.body).not.toMatch(/ann|bob/i);
    }
    expect(await subscribed('ann@example.com')).toBe(1);
    expect(await t.db('newsletter_subscription_events')).toHaveLength(0);
    // The pages of forged tokens, too, are one 404 whoever they name.
    const pages = await Promise.all(
      [forged('bob@example.com'), forged('ann@example.org')].map((token) =>
        t.app.inject({ method: 'GET', url: url(token), headers: { host } }),
      ),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toMatch(/ann@|bob@/i);
    }
    // A signed token of an address that is not (or no longer) subscribed answers as one that is.
    const stranger = await post(await tokenFor('alpha', { ...claims, email: 'nobody@example.com' }));
    const member = await post(good);
    expect([stranger.statusCode, stranger.body]).toEqual([member.statusCode, member.body]);
  });

  it('never unsubscribes on GET or HEAD: the page only asks, with a form that POSTs', async () => {
    const token = await tokenFor('alpha');
    for (const method of ['GET', 'HEAD', 'GET'] as const) {
      const response = await t.app.inject({
        method,
        url: url(token),
        headers: { host, 'user-agent': 'LinkScanner/1.0' },
      });
      expect(response.statusCode).toBe(200);
      if (method === 'GET') {
        expect(response.body).toContain(`<form method="post" action="${url(token).replace(/&/g, '&amp;')}"`);
        expect(response.body).toContain('Unsubscribe from');
      }
    }
    // Even a GET carrying the one-click field in its query string.
    await t.app.inject({
      method: 'GET',
      url: `${url(token)}&List-Unsubscribe=One-Click&confirm=page`,
      headers: { host },
    });
    expect(await subscribed('ann@example.com')).toBe(1);
    expect(await t.db('newsletter_subscription_events')).toHaveLength(0);
  });

  it('keeps /newsletter/unsubscribe out of search engines: noindex, and in no sitemap', async () => {
    const token = await tokenFor('alpha');
    const page = await t.app.inject({ method: 'GET', url: url(token), headers: { host } });
    expect(page.body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect((await post(token)).headers['x-robots-tag']).toBe('noindex');
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
    expect(index.statusCode).toBe(200);
    const sitemaps = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const path of [...sitemaps, '/sitemap.xml']) {
      const sitemap = await t.app.inject({ method: 'GET', url: path, headers: { host } });
      expect(sitemap.body, path).not.toContain('unsubscribe');
    }
  });
});

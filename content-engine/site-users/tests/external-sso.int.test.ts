import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { insertSiteUser, siteGql } from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { sameSitePath } from '../../shared/redirect-target.ts';
import { issueSiteUserToken } from '../token-queries.ts';
import { invalidSsoTokenMessage } from '../operations/redeem-site-user-sso-token.ts';
import { refusedSsoRedirectMessage } from '../operations/start-external-sso.ts';

/*
 * The partner single sign-on (spec public §7 "Other", ADR 71): GET /account/sso hands a member to
 * the settings' page with a one-time token, sends a visitor to log in first, and refuses every
 * target that is not on the tenant's own allow-list; the partner redeems the token once.
 */
let time = Date.now();
const logLines: string[] = [];
let engine: TestEngine;
let alphaSession: string;
let betaSession: string;
let simulation: string;
let alphaMemberEmail: string;

const redeem = `mutation ($token: String!) { redeemSiteUserSsoToken(token: $token) { redirect user { email hashedId } } }`;
const partnerPage = 'https://news.partner.example/story?id=7#top';

beforeAll(async () => {
  process.env.LOG_REQUESTS = 'true';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  engine = await createTestEngine({ now: () => time, logger: { level: 'trace', stream } });
  const { db } = engine;
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(db, { key, domains: [`${key}.localhost`] });
  await insertSiteSettings(db, {
    tenantKey: 'alpha',
    settings: {
      externalSso: {
        url: 'https://sso.partner.example/login?brand=alpha',
        allowedRedirectHosts: ['news.partner.example', 'partner.example'],
      },
    },
  });
  await insertSiteSettings(db, {
    tenantKey: 'beta',
    settings: { externalSso: { url: 'https://sso.other.example/', allowedRedirectHosts: ['other.example'] } },
  });
  await insertSiteSettings(db, { tenantKey: 'gamma' });
  const alphaMember = await insertSiteUser(db, { tenantKey: 'alpha', email: 'reader@alpha.example' });
  const betaMember = await insertSiteUser(db, { tenantKey: 'beta', email: 'reader@beta.example' });
  alphaMemberEmail = alphaMember.email;
  const issue = async (tenantKey: string, userId: number, kind: 'session' | 'simulation') =>
    (await issueSiteUserToken(db, { tenantKey, userId, kind, now: time })).token;
  alphaSession = await issue('alpha', alphaMember.id, 'session');
  betaSession = await issue('beta', betaMember.id, 'session');
  simulation = await issue('alpha', alphaMember.id, 'simulation');
});
afterAll(async () => {
  delete process.env.LOG_REQUESTS;
  await engine.close();
});

const follow = (redirect: string, { host = 'alpha.localhost', session }: { host?: string; session?: string } = {}) =>
  engine.app.inject({
    method: 'GET',
    url: `/account/sso?redirect=${encodeURIComponent(redirect)}`,
    headers: { host, ...(session ? { cookie: `siteUserToken=${session}` } : {}) },
  });

const handedToken = (location: string | undefined) => new URL(String(location)).searchParams.get('siteUserToken') ?? '';
const ssoTokens = async () =>
  Number((await engine.db('site_user_tokens').where({ kind: 'external_sso' }).count('* as n'))[0]!.n);

describe('GET /account/sso', () => {
  it('hands a member to the single sign-on page with the target and a one-time token, not the session', async () => {
    const response = await follow(partnerPage, { session: alphaSession });
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('https://sso.partner.example/login');
    expect(location.searchParams.get('brand')).toBe('alpha');
    expect(location.searchParams.get('redirect')).toBe(partnerPage);
    const token = handedToken(response.headers.location);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(alphaSession);
    expect(response.headers['set-cookie']).toBeUndefined();

    const redeemed = await siteGql(engine, redeem, { token }, { tenantKey: 'alpha' });
    expect(redeemed.data?.redeemSiteUserSsoToken).toMatchObject({
      redirect: partnerPage,
      user: { email: alphaMemberEmail },
    });
  });

  it('sends a visitor without a session to log in, and back to the same hand-over afterwards', async () => {
    const response = await follow(partnerPage);
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location.startsWith('/account/login?redirectTo=')).toBe(true);
    const back = new URL(location, 'https://alpha.localhost').searchParams.get('redirectTo');
    // The login page follows redirectTo only through the one redirect-target check.
    expect(sameSitePath(back)).toBe(`/account/sso?redirect=${encodeURIComponent(partnerPage)}`);
    const again = await follow(new URL(String(back), 'https://x.invalid').searchParams.get('redirect')!, {
      session: alphaSession,
    });
    expect(String(again.headers.location)).toMatch(/^https:\/\/sso\.partner\.example\/login\?/);
  });

  it('refuses every target that is not an https address of a listed host, and issues nothing', async () => {
    const before = await ssoTokens();
    for (const target of [
      'https://evil.example/',
      'http://partner.example/',
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)//https://partner.example/',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
      '/account',
      'https://partner.example.evil.example/',
      'https://evil.example/?next=https://partner.example/',
      'https://partner.example@evil.example/',
      'https://evil.example\\@partner.example/',
      'https://partner.example%2F@evil.example/',
      'https://other.example/',
      '',
    ]) {
      const response = await follow(target, { session: alphaSession });
      expect(response.statusCode, target).toBe(400);
      expect(response.headers.location, target).toBeUndefined();
      expect(response.json().errors[0]).toMatchObject({
        message: refusedSsoRedirectMessage,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const missing = await engine.app.inject({
      method: 'GET',
      url: '/account/sso',
      headers: { host: 'alpha.localhost' },
    });
    expect(missing.statusCode).toBe(400);
    expect(await ssoTokens()).toBe(before);
  });

  it("uses the request's own tenant only: its settings, its members, its tokens", async () => {
    // Beta's member on alpha is a stranger: sent to log in, with no token.
    const stranger = await follow(partnerPage, { session: betaSession });
    expect(String(stranger.headers.location)).toMatch(/^\/account\/login\?/);
    // Beta's partner is not alpha's, nor alpha's beta's.
    expect((await follow('https://other.example/', { session: alphaSession })).statusCode).toBe(400);
    expect((await follow(partnerPage, { host: 'beta.localhost', session: betaSession })).statusCode).toBe(400);
    // A tenant naming no single sign-on page has none.
    expect((await follow(partnerPage, { host: 'gamma.localhost', session: alphaSession })).statusCode).toBe(404);

    const token = handedToken((await follow(partnerPage, { session: alphaSession })).headers.location);
    const onBeta = await siteGql(engine, redeem, { token }, { tenantKey: 'beta' });
    expect(onBeta.errors?.[0]).toMatchObject({
      message: invalidSsoTokenMessage,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // Trying it on another tenant did not use it up.
    expect((await siteGql(engine, redeem, { token }, { tenantKey: 'alpha' })).data).toBeDefined();
  });

  it('redeems a token once, within two minutes, and never a session token', async () => {
    const token = handedToken((await follow(partnerPage, { session: alphaSession })).headers.location);
    expect(
      (await siteGql(engine, redeem, { token }, { tenantKey: 'alpha' })).data?.redeemSiteUserSsoToken,
    ).toBeTruthy();
    const replayed = await siteGql(engine, redeem, { token }, { tenantKey: 'alpha' });
    expect(replayed.errors?.[0]).toMatchObject({
      message: invalidSsoTokenMessage,
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const late = handedToken((await follow(partnerPage, { session: alphaSession })).headers.location);
    time += 2 * 60_000 + 1;
    const expired = await siteGql(engine, redeem, { token: late }, { tenantKey: 'alpha' });
    expect(expired.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const session = await siteGql(engine, redeem, { token: alphaSession }, { tenantKey: 'alpha' });
    expect(session.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(
      (await siteGql(engine, redeem, { token: 'forged' }, { tenantKey: 'alpha' })).errors?.[0]?.extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it("does not hand over a CMS user's simulation of a member", async () => {
    const response = await follow(partnerPage, { session: simulation });
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
  });

  it('writes no hand-over token and no session token to the log', async () => {
    const token = handedToken((await follow(partnerPage, { session: alphaSession })).headers.location);
    await siteGql(engine, redeem, { token }, { tenantKey: 'alpha' });
    await siteGql(engine, redeem, { token }, { tenantKey: 'alpha' });
    const log = logLines.join('');
    expect(log).toContain('/account/sso');
    expect(log).toContain('partner single sign-on token redeemed');
    expect(log).not.toContain(token);
    expect(log).not.toContain(alphaSession);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../captcha/index.ts';
import { trackingEvents, trackingEventTypes } from '../../shared/tracking-events.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { insertSiteUser, siteGql, type SiteCallOptions } from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { createTrackingLimiter } from '../rate-limit.ts';
import { insertSiteLicense } from '../../site-licenses/tests/site-license-fixtures.ts';

/*
 * The tracking mutations of spec public §7 on two sites, alpha and beta: each stores one event of
 * the request's site; bad input is BAD_USER_INPUT naming the field; oversized events are refused;
 * the counts for the reports see only the request's site. Each test comes from its own address.
 */
let engine: TestEngine;
let address = 0;
const licences = { acme: 0, beta: 0 };
const page = {
  path: '/news/a-story',
  pageType: 'content',
  contentId: 21_000_001,
  type: 'Article',
  name: 'A story',
  primarySection: { id: 3, name: 'News', alias: 'news' },
};

const track = (type: keyof typeof trackingEvents, input: Record<string, unknown>, options: SiteCallOptions = {}) =>
  siteGql<Record<string, { ok: boolean }>>(
    engine,
    `mutation($input: TrackingEventInput!) { ${trackingEvents[type]}(input: $input) { ok } }`,
    { input },
    { tenantKey: 'alpha', ip: `10.30.0.${++address}`, ...options },
  );

const storedEvents = (tenantKey: string) =>
  engine
    .db('tracking_events')
    .where({ tenant_key: tenantKey })
    .orderBy('id')
    .select('type', 'session_id', 'site_user_id', 'page', 'payload');

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta']) await insertTenant(engine.db, { key, domains: [`${key}.localhost`] });
  // Before any event: the engine keeps each site's active licences for a few seconds once read.
  licences.acme = await insertSiteLicense(engine.db, {
    tenantKey: 'alpha',
    companyName: 'Acme',
    ipRanges: ['10.40.0.0/16'],
  });
  await insertSiteLicense(engine.db, {
    tenantKey: 'alpha',
    companyName: 'Paused',
    ipRanges: ['10.41.0.0/16'],
    status: 'inactive',
  });
  licences.beta = await insertSiteLicense(engine.db, {
    tenantKey: 'beta',
    companyName: 'Beta Co',
    ipRanges: ['10.42.0.0/16'],
  });
});
afterAll(() => engine.close());

describe('tracking mutations', () => {
  it('has one mutation per event type of the table, each storing its type with the page details', async () => {
    for (const type of trackingEventTypes) {
      const payload =
        type === 'newsletterSubscription'
          ? { source: 'NlWidgetUnauthenticated', action: 'OptIn', newsletterIds: ['daily'] }
          : type === 'registration'
            ? { step: 'joinLinkClick', href: '/x', label: 'X' }
            : { href: '/x', label: 'X' };
      const result = await track(type, { sessionId: `s-${type}`, page, payload });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ [trackingEvents[type]]: { ok: true } });
    }
    const rows = await storedEvents('alpha');
    expect(rows.map((row) => row.type)).toEqual(trackingEventTypes);
    expect(JSON.parse(rows[0]!.page)).toEqual(page);
    expect(JSON.parse(rows.find((row) => row.type === 'menuClick')!.payload)).toEqual({ href: '/x', label: 'X' });
    await engine.db('tracking_events').del();
  });

  it('records the signed-in site user of the request, and none for a visitor', async () => {
    const user = await insertSiteUser(engine.db, { tenantKey: 'alpha', email: 'reader@alpha.example' });
    const login = await siteGql<{ loginSiteUser: { token: string } }>(
      engine,
      'mutation($input: LoginSiteUserInput!) { loginSiteUser(input: $input) { token } }',
      { input: { username: user.email, password: user.password, recaptchaToken: localCaptchaToken } },
      { tenantKey: 'alpha', ip: '10.31.0.1' },
    );
    const token = login.data!.loginSiteUser.token;
    await track('pageView', { sessionId: 'member-visit', page }, { siteUserToken: token });
    await track('pageView', { sessionId: 'visitor', page });
    // A token of alpha means nothing on beta.
    await track('pageView', { sessionId: 'member-visit', page }, { tenantKey: 'beta', siteUserToken: token });
    expect((await storedEvents('alpha')).map((row) => [row.session_id, row.site_user_id])).toEqual([
      ['member-visit', user.id],
      ['visitor', null],
    ]);
    expect((await storedEvents('beta')).map((row) => [row.session_id, row.site_user_id])).toEqual([
      ['member-visit', null],
    ]);
    await engine.db('tracking_events').del();
  });

  it("records on a page view the site licence covering the address the server sees, never another site's", async () => {
    await track('pageView', { sessionId: 'licensed', page }, { ip: '10.40.1.2' });
    // Other events carry no licence; an inactive licence and another site's licence cover nothing here.
    await track('menuClick', { sessionId: 'licensed', page, payload: { href: '/x', label: 'X' } }, { ip: '10.40.1.2' });
    await track('pageView', { sessionId: 'paused', page }, { ip: '10.41.1.2' });
    await track('pageView', { sessionId: 'beta-range', page }, { ip: '10.42.1.2' });
    await track('pageView', { sessionId: 'beta-site', page }, { tenantKey: 'beta', ip: '10.42.1.3' });
    const rows = await engine
      .db('tracking_events')
      .orderBy('id')
      .select('tenant_key', 'session_id', 'type', 'site_license_id');
    expect(
      rows.map((r) => [
        r.tenant_key,
        r.session_id,
        r.type,
        r.site_license_id === null ? null : Number(r.site_license_id),
      ]),
    ).toEqual([
      ['alpha', 'licensed', 'pageView', licences.acme],
      ['alpha', 'licensed', 'menuClick', null],
      ['alpha', 'paused', 'pageView', null],
      ['alpha', 'beta-range', 'pageView', null],
      ['beta', 'beta-site', 'pageView', licences.beta],
    ]);
    await engine.db('tracking_events').del();
  });

  it('refuses bad input with BAD_USER_INPUT naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sessionId: '', page }, 'sessionId'],
      [{ sessionId: 's', page: { name: 'no path' } }, 'page.path'],
      [{ sessionId: 's', page: { path: 'https://elsewhere.example/' } }, 'page.path'],
      [{ sessionId: 's', page: { ...page, contentId: 'abc' } }, 'page.contentId'],
      [{ sessionId: 's', page, payload: { nested: { deep: true } } }, 'nested'],
    ];
    for (const [input, field] of cases) {
      const result = await track('menuClick', input);
      expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions.fields).toContain(field);
    }
    const newsletter = await track('newsletterSubscription', {
      sessionId: 's',
      page,
      payload: { source: 'Elsewhere', action: 'OptAway', newsletterIds: ['daily'] },
    });
    expect(newsletter.errors?.[0]?.extensions.fields).toEqual(['source', 'action']);
    expect(await storedEvents('alpha')).toEqual([]);
  });

  it('stores every page detail of spec public §3 as sent', async () => {
    const full = {
      ...page,
      referrer: 'https://search.example/?q=trucks',
      pageUrl: 'http://alpha.localhost/news/a-story',
      pageTitle: 'A story | Alpha',
      queryParams: { utm_source: 'newsletter', pk: 'SPRING' },
      layoutId: 12,
      layoutType: 'content',
      sectionId: 3,
      issueId: 40,
      publicationId: 2,
      zmagId: 'edition-7',
      newsletterCampaignId: 501,
      newsletterTemplateId: 'daily-template',
      scrollPage: 2,
      scrollFromContentId: 21_000_000,
    };
    const result = await track('pageView', { sessionId: 'full', page: full });
    expect(result.errors).toBeUndefined();
    const [row] = await storedEvents('alpha');
    expect(JSON.parse(row!.page)).toEqual(full);
    await engine.db('tracking_events').del();
  });

  it('refuses forged page details with BAD_USER_INPUT naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ unknownField: 'x' }, 'page'],
      [{ pageUrl: 'http://beta.localhost/news/a-story' }, 'page.pageUrl'],
      [{ pageUrl: 'https://evil.example/news/a-story' }, 'page.pageUrl'],
      [{ pageUrl: 'http://alpha.localhost/elsewhere' }, 'page.pageUrl'],
      [{ pageUrl: 'http://alpha.localhost/news/a-story?x=1' }, 'page.pageUrl'],
      [{ path: '//evil.example/news/a-story', pageUrl: 'http://alpha.localhost/news/a-story' }, 'page.pageUrl'],
      [{ pageUrl: 'javascript:alert(1)' }, 'page.pageUrl'],
      [{ pageUrl: 'http://user:pw@alpha.localhost/news/a-story' }, 'page.pageUrl'],
      [{ queryParams: { id: 'reset-link-secret' } }, 'page.queryParams'],
      [{ queryParams: { siteUserToken: 't' } }, 'page.queryParams'],
      [{ queryParams: { nested: { deep: 1 } } }, 'page.queryParams.nested'],
      [{ queryParams: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, '1'])) }, 'page.queryParams'],
      [{ scrollPage: 9 }, 'page.scrollPage'],
      [{ scrollPage: 0 }, 'page.scrollPage'],
      [{ scrollFromContentId: -1 }, 'page.scrollFromContentId'],
      [{ zmagId: '"><script>' }, 'page.zmagId'],
      [{ layoutId: 'one' }, 'page.layoutId'],
      [{ pageTitle: 't'.repeat(501) }, 'page.pageTitle'],
    ];
    for (const [forged, field] of cases) {
      const result = await track('pageView', { sessionId: 's', page: { ...page, ...forged } });
      expect(result.errors?.[0]?.extensions.code, JSON.stringify(forged).slice(0, 80)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions.fields).toContain(field);
    }
    // An unencoded path matches its encoded address; beta's own address is fine on beta.
    const encoded = await track('pageView', {
      sessionId: 's',
      page: { ...page, path: '/news/café', pageUrl: 'http://alpha.localhost/news/caf%C3%A9' },
    });
    expect(encoded.errors).toBeUndefined();
    await engine.db('tracking_events').del();
    const onBeta = await track(
      'pageView',
      { sessionId: 's', page: { ...page, pageUrl: 'http://beta.localhost/news/a-story' } },
      { tenantKey: 'beta' },
    );
    expect(onBeta.errors).toBeUndefined();
    expect(await storedEvents('alpha')).toEqual([]);
    await engine.db('tracking_events').del();
  });

  it('takes the newsletter sources Account and Registration and the action OptOut', async () => {
    for (const [source, action] of [
      ['Account', 'OptIn'],
      ['Account', 'OptOut'],
      ['Registration', 'OptIn'],
      ['NlWidgetAuthenticated', 'OptOut'],
    ]) {
      const result = await track('newsletterSubscription', {
        sessionId: 's',
        page,
        payload: { source, action, newsletterIds: ['daily'] },
      });
      expect(result.errors).toBeUndefined();
    }
    const rows = await storedEvents('alpha');
    expect(rows.map((row) => JSON.parse(row.payload).source)).toEqual([
      'Account',
      'Account',
      'Registration',
      'NlWidgetAuthenticated',
    ]);
    await engine.db('tracking_events').del();
  });

  it('refuses an event over the size cap with PAYLOAD_TOO_LARGE', async () => {
    const result = await track('contentBodyClick', {
      sessionId: 's',
      page: { ...page, name: 'x'.repeat(500) },
      payload: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'y'.repeat(1_000)])),
    });
    expect(result.status).toBe(413);
    expect(result.errors?.[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedEvents('alpha')).toEqual([]);
  });

  it('needs a site to track for', async () => {
    const result = await siteGql(
      engine,
      'mutation($input: TrackingEventInput!) { trackPageView(input: $input) { ok } }',
      { input: { sessionId: 's', page } },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('TENANT_REQUIRED');
  });
});

describe('the tracking rate limit', () => {
  it('refuses a session or an address over the limit within a minute, and lets them go on the next', () => {
    const limit = createTrackingLimiter({ limit: 2 });
    const at =
      (now: number, ip = '1.1.1.1', sessionId = 's') =>
      () =>
        limit({ tenantKey: 'alpha', ip, sessionId, now });
    at(0)();
    at(1)();
    expect(at(2)).toThrow(expect.objectContaining({ code: 'RATE_LIMITED' }));
    expect(at(3, '2.2.2.2')).toThrow(expect.objectContaining({ code: 'RATE_LIMITED' }));
    expect(at(4, '3.3.3.3', 'other')).not.toThrow();
    expect(at(60_001)).not.toThrow();
  });
});

describe('trackingEventCounts', () => {
  const counts = `query($input: TrackingEventCountsInput!) { trackingEventCounts(input: $input) { type day count } }`;
  const day = 86_400_000;
  const today = Math.floor(Date.now() / day) * day;

  it('counts the request site’s events per type and day for a holder of view_common_reports, and nothing of another site', async () => {
    await track('pageView', { sessionId: 'a1', page });
    await track('pageView', { sessionId: 'a2', page });
    await track('menuClick', { sessionId: 'a1', page, payload: { href: '/' } });
    await track('pageView', { sessionId: 'b1', page }, { tenantKey: 'beta' });
    const reporter = await insertCmsUser(engine.db, {
      username: 'alpha-reporter',
      tenants: ['alpha'],
      extraPermissions: ['view_common_reports'],
    });
    const { bearerToken } = await loginAs(engine.context(), reporter);
    const input = { from: today - day, to: today + day };
    const result = await siteGql(engine, counts, { input }, { tenantKey: 'alpha', token: bearerToken });
    expect(result.data).toEqual({
      trackingEventCounts: [
        { type: 'menuClick', day: today, count: 1 },
        { type: 'pageView', day: today, count: 2 },
      ],
    });
    const filtered = await siteGql(
      engine,
      counts,
      { input: { ...input, types: ['menuClick'] } },
      { tenantKey: 'alpha', token: bearerToken },
    );
    expect(filtered.data).toEqual({ trackingEventCounts: [{ type: 'menuClick', day: today, count: 1 }] });
    // The reporter is limited to alpha.
    expect(
      (await siteGql(engine, counts, { input }, { tenantKey: 'beta', token: bearerToken })).errors?.[0]?.extensions
        .code,
    ).toBe('FORBIDDEN');
  });

  it('is refused to visitors and for a bad range', async () => {
    const input = { from: today - day, to: today + day };
    expect((await siteGql(engine, counts, { input }, { tenantKey: 'alpha' })).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const reporter = await insertCmsUser(engine.db, {
      username: 'alpha-reporter-2',
      tenants: ['alpha'],
      extraPermissions: ['view_common_reports'],
    });
    const token = (await loginAs(engine.context(), reporter)).bearerToken;
    const backwards = await siteGql(
      engine,
      counts,
      { input: { from: today, to: today - day } },
      { tenantKey: 'alpha', token },
    );
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['to'] });
    const unknownType = await siteGql(
      engine,
      counts,
      { input: { ...input, types: ['pageViews'] } },
      { tenantKey: 'alpha', token },
    );
    expect(unknownType.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFunnelSteps, serverFunnelSteps } from '../../shared/registration-funnel.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { siteGql, type SiteCallOptions } from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { trackingEventsPerMinute } from '../../tracking/rate-limit.ts';
import { countFunnelSteps } from '../../tracking-events/funnel-steps.ts';

/*
 * The funnel steps a page reports through trackRegistration (ADR 0069), on two sites: each is
 * stored for the request's site only; the engine's own steps cannot be sent; the events are
 * rate-limited as all tracking is. The clock stands still, so the limit's minute never ends.
 */
let engine: TestEngine;
let address = 0;
const time = Date.parse('2031-06-01T10:00:00Z');
const page = { path: '/membership/choose' };

const trackRegistration = (payload: unknown, options: SiteCallOptions = {}, sessionId = 'visit-7') =>
  siteGql<{ trackRegistration: { ok: boolean } }>(
    engine,
    'mutation($input: TrackingEventInput!) { trackRegistration(input: $input) { ok } }',
    { input: { sessionId, page, payload } },
    { tenantKey: 'alpha', ip: `10.70.0.${++address}`, ...options },
  );

const counts = async (tenantKey: string) =>
  Object.fromEntries(
    (await countFunnelSteps(engine.db, { tenantKey, from: time - 1, to: time + 1 })).map((c) => [c.step, c.count]),
  );

beforeAll(async () => {
  engine = await createTestEngine({ now: () => time });
  for (const key of ['alpha', 'beta']) await insertTenant(engine.db, { key, domains: [`${key}.localhost`] });
});
afterAll(() => engine.close());

describe('funnel steps from the browser', () => {
  it("stores every step a page may send for the request's site, and counts it by step", async () => {
    for (const step of browserFunnelSteps) {
      const result = await trackRegistration({ step, membershipId: 3, href: '/membership/choose', label: 'Join Now' });
      expect(result.errors).toBeUndefined();
    }
    await trackRegistration({ step: 'joinLinkClick', placement: 'menu:header_secondary' }, { tenantKey: 'beta' });
    expect(await counts('alpha')).toEqual(Object.fromEntries(browserFunnelSteps.map((step) => [step, 1])));
    expect(await counts('beta')).toEqual({ joinLinkClick: 1 });
  });

  it("refuses the engine's own steps, unknown steps and fields, and stores nothing for them", async () => {
    const before = await counts('alpha');
    for (const payload of [
      ...serverFunnelSteps.map((step) => ({ step })),
      { step: 'registrationDone' },
      { step: 'joinLinkClick', siteUserId: 1 },
      {},
    ]) {
      const result = await trackRegistration(payload);
      expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await counts('alpha')).toEqual(before);
  });

  it('limits the steps one address sends like any tracking event', async () => {
    const options = { ip: '10.71.0.1' };
    // A new visit for each event: the address alone is over the limit.
    for (let i = 0; i < trackingEventsPerMinute; i++)
      expect((await trackRegistration({ step: 'joinLinkClick' }, options, `burst-${i}`)).errors).toBeUndefined();
    const over = await trackRegistration({ step: 'joinLinkClick' }, options, 'burst-last');
    expect(over.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });
});

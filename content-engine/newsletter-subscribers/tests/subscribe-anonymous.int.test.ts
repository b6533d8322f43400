import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../captcha/index.ts';
import type { MembershipProvider } from '../../core/membership-provider.ts';
import { createEmbeddedProvider } from '../../membership-provider/embedded-provider.ts';
import { createOmedaProvider } from '../../membership-provider/omeda-provider.ts';
import { newsletterSignupTexts } from '../../shared/newsletter-signup.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { siteGql, type SiteCallOptions } from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { subscribeFailedMessage } from '../operations/subscribe-anonymous-customer.ts';
import { findSubscriptions } from '../queries.ts';

/*
 * Two tenants with the same newsletter ids: alpha (daily 11, weekly 12, hidden 13 not in the
 * subscribe block; promo code ALSUB) and beta (daily 21). Each test comes from its own address so
 * the sign-up throttle only meets the test about it.
 */
let engine: TestEngine;
let address = 0;
let ip = '';

const mutation = `mutation($input: SubscribeAnonymousCustomerInput!) { subscribeAnonymousCustomer(input: $input) { error message } }`;
const valid = {
  email: 'Reader@Example.com',
  omedaProducts: ['daily'],
  countryCode: 'US',
  regionCode: 'IL',
  consent: null,
  recaptchaToken: localCaptchaToken,
  promoCode: null,
};

const subscribe = (input: Record<string, unknown>, options: SiteCallOptions = {}) =>
  siteGql<{ subscribeAnonymousCustomer: { error: boolean; message: string } }>(
    engine,
    mutation,
    { input: { ...valid, ...input } },
    { tenantKey: 'alpha', ip, ...options },
  );

/** The BAD_USER_INPUT fields of a refused sign-up. */
const refusedFields = async (input: Record<string, unknown>) => {
  const result = await subscribe(input);
  expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  return (result.errors?.[0]?.extensions as { fields?: string[] }).fields;
};

/** The engine's membership provider: the embedded one, unless a test puts another in `membershipProvider.current`. */
const membershipProvider = { current: createEmbeddedProvider() };
const switchableProvider: MembershipProvider = {
  get name() {
    return membershipProvider.current.name;
  },
  saveCustomer: (input) => membershipProvider.current.saveCustomer(input),
  setNewsletter: (input) => membershipProvider.current.setNewsletter(input),
  subscribeNewsletters: (input) => membershipProvider.current.subscribeNewsletters(input),
  findCustomer: (input) => membershipProvider.current.findCustomer(input),
};

beforeAll(async () => {
  engine = await createTestEngine({ ports: { membershipProvider: switchableProvider } });
  for (const [key, newsletters] of [
    [
      'alpha',
      [
        { id: 'daily', title: 'Daily', omedaProductId: 11 },
        { id: 'weekly', title: 'Weekly', omedaProductId: 12 },
        { id: 'hidden', title: 'Hidden', omedaProductId: 13, showInSubscribeBlock: false },
      ],
    ],
    ['beta', [{ id: 'daily', title: 'Beta Daily', omedaProductId: 21 }]],
  ] as const) {
    await insertTenant(engine.db, { key, domains: [`${key}.localhost`] });
    await insertSiteSettings(engine.db, {
      tenantKey: key,
      settings: {
        newsletters: {
          enabledNewsletters: [...newsletters],
          subscribeBlockSettings: { promoCode: key === 'alpha' ? 'ALSUB' : '' },
        },
      },
    });
  }
});
afterAll(() => engine.close());
beforeEach(() => {
  ip = `10.20.0.${++address}`;
});
afterEach(() => {
  membershipProvider.current = createEmbeddedProvider();
});

describe('subscribeAnonymousCustomer', () => {
  it('keeps the address on each chosen newsletter with its location and the site promo code, and says so with the spec text', async () => {
    const result = await subscribe({ omedaProducts: ['daily', '12'] });
    expect(result.data?.subscribeAnonymousCustomer).toEqual({
      error: false,
      message: newsletterSignupTexts.subscribed,
    });
    const rows = await findSubscriptions(engine.db, { tenantKey: 'alpha', email: 'reader@example.com' });
    expect(
      rows.map(({ newsletter_id, omeda_product_id, country_code, region_code, consent, promo_code, source }) => ({
        newsletter_id,
        omeda_product_id,
        country_code,
        region_code,
        consent,
        promo_code,
        source,
      })),
    ).toEqual([
      {
        newsletter_id: 'daily',
        omeda_product_id: 11,
        country_code: 'US',
        region_code: 'IL',
        consent: {},
        promo_code: 'ALSUB',
        source: 'NlWidgetUnauthenticated',
      },
      {
        newsletter_id: 'weekly',
        omeda_product_id: 12,
        country_code: 'US',
        region_code: 'IL',
        consent: {},
        promo_code: 'ALSUB',
        source: 'NlWidgetUnauthenticated',
      },
    ]);
  });

  it('adds newsletters on a second sign-up and refreshes the ones the address had, with the promo code of the address', async () => {
    await subscribe({ email: 'again@example.com', omedaProducts: ['daily'] });
    await subscribe({
      email: 'again@example.com',
      omedaProducts: ['daily', 'hidden'],
      countryCode: 'CA',
      regionCode: 'ON',
      consent: true,
      promoCode: 'PK123',
    });
    const rows = await findSubscriptions(engine.db, { tenantKey: 'alpha', email: 'again@example.com' });
    expect(rows.map((r) => [r.newsletter_id, r.country_code, r.region_code, r.consent, r.promo_code])).toEqual([
      ['daily', 'CA', 'ON', { CASL: true }, 'PK123'],
      ['hidden', 'CA', 'ON', { CASL: true }, 'PK123'],
    ]);
    expect(rows[0]!.created).toBeLessThanOrEqual(rows[0]!.updated);
  });

  it("keeps each tenant's subscribers to itself", async () => {
    await subscribe({ email: 'both@example.com' }, { tenantKey: 'beta' });
    expect(await findSubscriptions(engine.db, { tenantKey: 'alpha', email: 'both@example.com' })).toEqual([]);
    expect(
      (await findSubscriptions(engine.db, { tenantKey: 'beta', email: 'both@example.com' })).map(
        (r) => r.omeda_product_id,
      ),
    ).toEqual([21]);
  });

  it('asks for a newsletter with the spec text, and refuses newsletters the site does not offer', async () => {
    const none = await subscribe({ omedaProducts: [] });
    expect(none.errors?.[0]?.message).toContain(newsletterSignupTexts.selectNewsletter);
    expect(await refusedFields({ omedaProducts: ['daily', 'monthly', '99'] })).toEqual([
      'omedaProducts.1',
      'omedaProducts.2',
    ]);
  });

  it('needs a valid e-mail, a known country, a region of it where it has regions, and the consent in Canada and Brazil', async () => {
    expect(await refusedFields({ email: 'not-an-address' })).toEqual(['email']);
    expect(await refusedFields({ countryCode: '' })).toEqual(['countryCode']);
    expect(await refusedFields({ countryCode: 'ZZ' })).toEqual(['countryCode']);
    expect(await refusedFields({ countryCode: 'US', regionCode: null })).toEqual(['regionCode']);
    expect(await refusedFields({ countryCode: 'US', regionCode: 'ON' })).toEqual(['regionCode']);
    expect(await refusedFields({ countryCode: 'CA', regionCode: 'QC', consent: false })).toEqual(['consent']);
    expect(await refusedFields({ countryCode: 'BR', regionCode: null, consent: null })).toEqual(['consent']);
    expect(
      await engine.db('newsletter_subscribers').where({ email: 'reader@example.com' }).whereNot('country_code', 'US'),
    ).toEqual([]);
  });

  it('takes an unticked consent in the EU and the UK, and stores it as given', async () => {
    for (const countryCode of ['DE', 'GB'])
      expect(
        (await subscribe({ email: `eu-${countryCode}@example.com`, countryCode, regionCode: null, consent: false }))
          .data?.subscribeAnonymousCustomer.error,
      ).toBe(false);
    expect(
      (await findSubscriptions(engine.db, { tenantKey: 'alpha', email: 'eu-gb@example.com' }))[0]?.consent,
    ).toEqual({ GDPR: false });
  });

  it('refuses a request without a passing captcha token', async () => {
    expect(await refusedFields({ recaptchaToken: 'forged' })).toEqual(['recaptchaToken']);
    expect(await refusedFields({ recaptchaToken: null })).toEqual(['recaptchaToken']);
  });

  it('throttles sign-ups from one address: the sixth within 15 minutes is RATE_LIMITED', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: `burst${i}@example.com` })).errors).toBeUndefined();
    const limited = await subscribe({ email: 'burst5@example.com' });
    expect([limited.status, limited.errors?.[0]?.extensions.code]).toEqual([429, 'RATE_LIMITED']);
    expect(await findSubscriptions(engine.db, { tenantKey: 'alpha', email: 'burst5@example.com' })).toEqual([]);
  });

  it('sends the sign-up to Omeda when it is the provider, and stores nothing but answers an error when Omeda fails', async () => {
    const bodies: unknown[] = [];
    let status = 200;
    const fetch = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(status === 200 ? '{"ResponseInfo":[{"CustomerId":5}]}' : '{"Errors":[{"Error":"down"}]}', {
        status,
      });
    }) as unknown as typeof globalThis.fetch;
    membershipProvider.current = createOmedaProvider({
      appId: 'app',
      inputId: 'input',
      baseUrl: 'https://omeda.test/rest',
      brandOf: (t) => t.abbreviation,
      fetch,
    });

    expect(
      (await subscribe({ email: 'omeda@example.com', omedaProducts: ['weekly'] })).data?.subscribeAnonymousCustomer
        .error,
    ).toBe(false);
    expect(bodies[0]).toMatchObject({
      PromoCode: 'ALSUB',
      Emails: [{ EmailAddress: 'omeda@example.com' }],
      Products: [{ OmedaProductId: 12, Receive: 1 }],
    });

    status = 500;
    const failed = await subscribe({ email: 'down@example.com' });
    expect(failed.data?.subscribeAnonymousCustomer).toEqual({ error: true, message: subscribeFailedMessage });
    expect(await findSubscriptions(engine.db, { tenantKey: 'alpha', email: 'down@example.com' })).toEqual([]);
  });
});

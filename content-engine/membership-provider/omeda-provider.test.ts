import { describe, expect, it } from 'vitest';
import { createOmedaProvider } from './omeda-provider.ts';
import type { ProviderCustomer } from '../core/membership-provider.ts';

const tenant = { key: 'fleetowner', abbreviation: 'FO' };
const customer: ProviderCustomer = {
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Acme',
  title: 'CTO',
  city: 'Chicago',
  region: 'IL',
  countryCode: 'US',
  postalCode: '60601',
  demographics: { demo_101: 3, demo_103: [1, 2], demo_106: 'Trucking' },
  customerId: null,
};

function fakeOmeda(replies: Record<string, unknown>) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const key = Object.keys(replies).find((path) => url.includes(path));
    return key
      ? new Response(JSON.stringify(replies[key]), { status: 200 })
      : new Response('{"Errors":[{"Error":"Not found"}]}', { status: 404 });
  }) as unknown as typeof globalThis.fetch;
  const provider = createOmedaProvider({
    appId: 'app',
    inputId: 'input',
    baseUrl: 'https://omeda.test/rest/',
    brandOf: (t) => t.abbreviation,
    fetch,
  });
  return { calls, provider };
}

describe('Omeda membership provider', () => {
  it('stores the customer and order, then reads the encrypted customer id', async () => {
    const { calls, provider } = fakeOmeda({
      '/storecustomerandorder/': { ResponseInfo: [{ TransactionId: 9, CustomerId: 1234 }] },
      '/customer/1234/': { Id: 1234, EncryptedCustomerId: 'enc-1234' },
    });
    const ids = await provider.saveCustomer({
      tenant,
      customer,
      products: ['5001', 'FOPLUS'],
      newsletterProducts: [77],
      promoCode: 'FOWEB',
    });
    expect(ids).toEqual({ customerId: '1234', encryptedCustomerId: 'enc-1234' });
    expect(calls[0]).toMatchObject({
      url: 'https://omeda.test/rest/brand/FO/storecustomerandorder/*',
      method: 'POST',
      headers: { 'x-omeda-appid': 'app', 'x-omeda-inputid': 'input' },
    });
    expect(calls[0]?.body).toEqual({
      RunProcessor: 1,
      PromoCode: 'FOWEB',
      FirstName: 'Ann',
      LastName: 'Lee',
      Title: 'CTO',
      Company: 'Acme',
      Emails: [{ EmailAddress: 'ann@example.com' }],
      Addresses: [{ Company: 'Acme', City: 'Chicago', RegionCode: 'IL', PostalCode: '60601', CountryCode: 'US' }],
      CustomerDemographics: [
        { OmedaDemographicId: 101, OmedaDemographicValue: [3] },
        { OmedaDemographicId: 103, OmedaDemographicValue: [1, 2] },
        { OmedaDemographicId: 106, ValueText: 'Trucking' },
      ],
      Products: [
        { OmedaProductId: 5001, Receive: 1 },
        { OmedaProductId: 77, Receive: 1 },
      ],
    });
    expect(calls[1]).toMatchObject({ url: 'https://omeda.test/rest/brand/FO/customer/1234/*', method: 'GET' });
  });

  it('opts in and out through the filter queues', async () => {
    const { calls, provider } = fakeOmeda({ filterqueue: {} });
    await provider.setNewsletter({ tenant, email: 'ann@example.com', productId: 77, optIn: true, promoCode: null });
    await provider.setNewsletter({ tenant, email: 'ann@example.com', productId: 77, optIn: false, promoCode: null });
    expect(calls.map((c) => c.url)).toEqual([
      'https://omeda.test/rest/brand/FO/optinfilterqueue/*',
      'https://omeda.test/rest/brand/FO/optoutfilterqueue/*',
    ]);
    expect(calls[1]?.body).toEqual({
      DeploymentTypeOptOut: [{ EmailAddress: 'ann@example.com', DeploymentTypeId: 77, Source: 'Masthead' }],
    });
  });

  it('signs an anonymous subscriber up to newsletter products with their location and promo code', async () => {
    const { calls, provider } = fakeOmeda({ '/storecustomerandorder/': { ResponseInfo: [{ CustomerId: 88 }] } });
    await provider.subscribeNewsletters({
      tenant,
      subscriber: { email: 'cal@example.ca', countryCode: 'CA', regionCode: 'ON', consent: { CASL: true } },
      productIds: [77, 78],
      promoCode: 'FOSUB',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: 'https://omeda.test/rest/brand/FO/storecustomerandorder/*', method: 'POST' });
    expect(calls[0]?.body).toEqual({
      RunProcessor: 1,
      PromoCode: 'FOSUB',
      Emails: [{ EmailAddress: 'cal@example.ca' }],
      Addresses: [{ RegionCode: 'ON', CountryCode: 'CA' }],
      Products: [
        { OmedaProductId: 77, Receive: 1 },
        { OmedaProductId: 78, Receive: 1 },
      ],
    });
  });

  it('finds customers by e-mail, and answers null for an unknown one', async () => {
    const { provider } = fakeOmeda({
      '/customer/email/ann%40example.com/': { Customers: [{ Id: 55 }] },
      '/customer/55/': { EncryptedCustomerId: 'enc-55' },
    });
    expect(await provider.findCustomer({ tenant, email: 'ann@example.com' })).toEqual({
      customerId: '55',
      encryptedCustomerId: 'enc-55',
    });
    expect(await provider.findCustomer({ tenant, email: 'bob@example.com' })).toBeNull();
  });

  it('throws with Omeda’s answer when a write fails', async () => {
    const { provider } = fakeOmeda({});
    await expect(
      provider.setNewsletter({ tenant, email: 'a@b.c', productId: 1, optIn: true, promoCode: null }),
    ).rejects.toThrow(/optinfilterqueue answered 404/);
  });
});

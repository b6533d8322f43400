import type { NewsletterSubscriber, ProviderCustomer } from '../core/membership-provider.ts';

/*
 * Request bodies of Omeda's REST API (Omeda "Save Customer and Order", "Email Opt In/Out Queue"):
 * field names as documented by Omeda. Pure, so their shape is unit-tested.
 */

const present = <T extends Record<string, unknown>>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Partial<T>;

/** Our product codes are Omeda product ids when numeric; anything else is not an Omeda product. */
export const omedaProductIds = (codes: readonly string[]) => codes.filter((code) => /^\d+$/.test(code)).map(Number);

type OmedaDemographic =
  { OmedaDemographicId: number; ValueText: string } | { OmedaDemographicId: number; OmedaDemographicValue: number[] };

/** Answers keyed demo_<id> → CustomerDemographics: choice ids as values, text and dates as text. */
export function customerDemographics(answers: ProviderCustomer['demographics']): OmedaDemographic[] {
  return Object.entries(answers).flatMap(([key, answer]): OmedaDemographic[] => {
    const id = Number(key.replace(/^demo_/, ''));
    if (!Number.isInteger(id)) return [];
    if (typeof answer === 'string') return [{ OmedaDemographicId: id, ValueText: answer }];
    return [{ OmedaDemographicId: id, OmedaDemographicValue: Array.isArray(answer) ? answer : [answer] }];
  });
}

/** The storecustomerandorder body: the customer, their address, demographics and products to receive. */
export function saveCustomerBody({
  customer,
  productIds,
  promoCode,
}: {
  customer: ProviderCustomer;
  productIds: number[];
  promoCode: string | null;
}) {
  return present({
    RunProcessor: 1,
    OmedaCustomerId: customer.customerId ? Number(customer.customerId) : null,
    PromoCode: promoCode,
    FirstName: customer.firstName,
    LastName: customer.lastName,
    Title: customer.title,
    Company: customer.company,
    Emails: [{ EmailAddress: customer.email }],
    Addresses: [
      present({
        Company: customer.company,
        City: customer.city,
        RegionCode: customer.region,
        PostalCode: customer.postalCode,
        CountryCode: customer.countryCode,
      }),
    ],
    CustomerDemographics: customerDemographics(customer.demographics),
    Products: productIds.map((id) => ({ OmedaProductId: id, Receive: 1 })),
  });
}

/**
 * The storecustomerandorder body of an anonymous newsletter sign-up: the address, its location and
 * the newsletter products. The consent stays in our record only (its Omeda fields are not mapped yet).
 */
export function subscriberBody({
  subscriber,
  productIds,
  promoCode,
}: {
  subscriber: NewsletterSubscriber;
  productIds: number[];
  promoCode: string | null;
}) {
  return present({
    RunProcessor: 1,
    PromoCode: promoCode,
    Emails: [{ EmailAddress: subscriber.email }],
    Addresses: [present({ RegionCode: subscriber.regionCode, CountryCode: subscriber.countryCode })],
    Products: productIds.map((id) => ({ OmedaProductId: id, Receive: 1 })),
  });
}

/** The opt-in or opt-out filter queue body for one newsletter (deployment type). */
export function optQueueBody({ email, productId, optIn }: { email: string; productId: number; optIn: boolean }) {
  const entry = { EmailAddress: email, DeploymentTypeId: productId, Source: 'Masthead' };
  return optIn ? { DeploymentTypeOptIn: [entry] } : { DeploymentTypeOptOut: [entry] };
}

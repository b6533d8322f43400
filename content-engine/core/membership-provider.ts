import type { DemographicAnswers } from '../shared/site-user-info.ts';

/** The tenant as the membership system knows it. */
export interface ProviderTenant {
  key: string;
  abbreviation: string;
}

/** A site user as sent to the membership system. */
export interface ProviderCustomer {
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  title: string | null;
  city: string | null;
  region: string | null;
  countryCode: string | null;
  postalCode: string | null;
  demographics: DemographicAnswers;
  /** Set once the membership system has the customer. */
  customerId: string | null;
}

/** An anonymous newsletter sign-up as sent to the membership system (spec public §7 subscribeAnonymousCustomer). */
export interface NewsletterSubscriber {
  email: string;
  countryCode: string;
  regionCode: string | null;
  /** { CASL } for Canada, else { GDPR }; null where the country shows no consent box. */
  consent: Record<string, boolean> | null;
}

/** The customer's ids in the membership system; null where it has none. */
export interface CustomerIds {
  customerId: string | null;
  encryptedCustomerId: string | null;
}

/**
 * The membership provider port (an engine port, ADR 0037). Site users, their memberships and newsletters always live in our
 * database (the embedded provider is nothing more); a provider is the system of record they are
 * also sent to. Calls throw on failure, so an operation can refuse before it writes.
 */
export interface MembershipProvider {
  readonly name: 'embedded' | 'omeda';
  /** Creates or updates the customer, ordering the product codes (memberships) and newsletter products. */
  saveCustomer(input: {
    tenant: ProviderTenant;
    customer: ProviderCustomer;
    products: string[];
    newsletterProducts: number[];
    promoCode: string | null;
  }): Promise<CustomerIds>;
  /** Opts the address in or out of one newsletter product. */
  setNewsletter(input: {
    tenant: ProviderTenant;
    email: string;
    productId: number;
    optIn: boolean;
    promoCode: string | null;
  }): Promise<void>;
  /** Signs an address without an account up to newsletter products. */
  subscribeNewsletters(input: {
    tenant: ProviderTenant;
    subscriber: NewsletterSubscriber;
    productIds: number[];
    promoCode: string | null;
  }): Promise<void>;
  /** The customer of this address in the membership system, if any (getSiteUser without the cache). */
  findCustomer(input: { tenant: ProviderTenant; email: string }): Promise<CustomerIds | null>;
}

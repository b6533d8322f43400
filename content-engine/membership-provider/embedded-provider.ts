import type { MembershipProvider } from '../core/membership-provider.ts';

/** The default provider: our database is the membership system, so there is nothing else to tell. */
export function createEmbeddedProvider(): MembershipProvider {
  return {
    name: 'embedded',
    saveCustomer: async () => ({ customerId: null, encryptedCustomerId: null }),
    setNewsletter: async () => {},
    // Anonymous subscribers are kept by newsletter-subscribers/ in our database.
    subscribeNewsletters: async () => {},
    findCustomer: async () => null,
  };
}

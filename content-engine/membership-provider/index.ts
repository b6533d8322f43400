import { createEmbeddedProvider } from './embedded-provider.ts';
import { createOmedaProvider } from './omeda-provider.ts';
import type { MembershipProvider, ProviderTenant } from './provider.ts';

export type {
  MembershipProvider,
  NewsletterSubscriber,
  ProviderCustomer,
  ProviderTenant,
  CustomerIds,
} from './provider.ts';

const omedaHosts = {
  production: 'https://ows.omeda.com/webservices/rest',
  staging: 'https://ows.omedastaging.com/webservices/rest',
};

/** OMEDA_BRANDS "tenantKey:BRAND,…", else OMEDA_BRAND, else the tenant's abbreviation. */
const brandResolver = (env: NodeJS.ProcessEnv) => {
  const map = new Map(
    (env.OMEDA_BRANDS ?? '')
      .split(',')
      .map((pair) => pair.split(':').map((part) => part.trim()) as [string, string])
      .filter(([key, brand]) => key && brand),
  );
  return (tenant: ProviderTenant) => map.get(tenant.key) ?? (env.OMEDA_BRAND?.trim() || tenant.abbreviation);
};

/** The Omeda adapter when OMEDA_APP_ID and OMEDA_INPUT_ID are set, else the embedded provider. */
export function createMembershipProvider(env: NodeJS.ProcessEnv = process.env): MembershipProvider {
  const appId = env.OMEDA_APP_ID?.trim();
  const inputId = env.OMEDA_INPUT_ID?.trim();
  if (!appId || !inputId) return createEmbeddedProvider();
  const baseUrl =
    env.OMEDA_BASE_URL?.trim() || (env.OMEDA_STAGING === 'true' ? omedaHosts.staging : omedaHosts.production);
  return createOmedaProvider({ appId, inputId, baseUrl, brandOf: brandResolver(env) });
}

let provider: MembershipProvider | undefined;

/** The process-wide membership provider, created from the environment on first use. */
export function getMembershipProvider(): MembershipProvider {
  provider ??= createMembershipProvider();
  return provider;
}

/** Replaces the process-wide provider (tests); `undefined` goes back to the environment's. */
export function setMembershipProviderForTests(replacement: MembershipProvider | undefined) {
  provider = replacement;
}

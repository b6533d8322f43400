import { $adminConfig } from '../admin-config.ts';
import { readCookie } from '../../../content-engine/client/cookies.ts';
import type { ClientIdentity } from '../../../content-engine/client/request-headers.ts';
import { createAdminGraphQLClient } from './graphql-client.ts';

/** Cookie holding a tenant key chosen on the main host (server selector, site picker). */
export const tenantKeyCookie = 'tenantKey';
/** Cookie overriding the GraphQL endpoint in dev tools mode (spec admin §7). */
export const endpointCookie = 'endpoint';

/** The main host (no tenant of its own): localhost or an IP address; its sites are picked by cookie. */
export const onMainHost = () =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|\d+\.\d+\.\d+\.\d+)$/.test(window.location.hostname);

/** The tenant the admin manages: the chosen key when one is set, else the page's host (none on the main host). */
export const adminIdentity = (): ClientIdentity => ({
  tenantKey: readCookie(tenantKeyCookie),
  tenantDomain: onMainHost() ? null : window.location.host,
});

/**
 * The admin's GraphQL client: the tenant is the chosen key when one is set, else the page's host
 * (`<key>.localhost` or a tenant domain); the CMS user's session travels in the engine's HttpOnly
 * cookies. In dev tools mode the endpoint and tenant-key cookies override both (spec admin §7); an
 * endpoint of another origin gets no session cookies (signed-out calls only).
 */
export const api = createAdminGraphQLClient({
  // In developer-tools mode the endpoint cookie (server selector) points the admin at another server.
  endpoint: () => ($adminConfig.get().devTools ? (readCookie(endpointCookie) ?? '') : ''),
  identity: adminIdentity,
});

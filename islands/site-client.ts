import { createGraphQLClient } from '../content-engine/client/graphql-client.ts';

/**
 * The islands' GraphQL client (spec public §7): the tenant is the page's host; the site user's
 * token and, when an editor is signed in, the CMS bearer token travel in the engine's HttpOnly
 * cookies (ADR 0036).
 */
export const siteClient = createGraphQLClient({
  identity: () => ({
    tenantDomain: window.location.host,
  }),
});

import { cmsBearerTokenCookie, readCookie } from '../content-engine/client/cookies.ts';
import { createGraphQLClient } from '../content-engine/client/graphql-client.ts';
import { siteUserTokenCookie } from './session/session-cookies.ts';

/**
 * The islands' GraphQL client (spec public §7): the tenant is the page's host, the site user's
 * token and, when an editor is signed in, the CMS bearer token travel as headers.
 */
export const siteClient = createGraphQLClient({
  identity: () => ({
    tenantDomain: window.location.host,
    siteUserToken: readCookie(siteUserTokenCookie),
    bearerToken: readCookie(cmsBearerTokenCookie),
  }),
});

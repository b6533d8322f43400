import { readCookie } from '../content-engine/client/cookies.ts';
import { createGraphQLClient } from '../content-engine/client/graphql-client.ts';
import { siteUserTokenCookie } from './session/session-cookies.ts';

/** Cookie of a signed-in CMS user (set by the admin); islands send it for editors' calls such as simulation. */
const cmsBearerTokenCookie = 'cmsUserBearerToken';

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

import { readCookie } from '../../../content-engine/client/cookies.ts';
import { $adminConfig } from '../../shared/admin-config.ts';
import { endpointCookie } from '../../shared/api/api.ts';

/** The GraphQL endpoint the admin calls: the dev tools' endpoint cookie when set, else this page's origin. */
export function engineEndpoint(): string {
  const override = $adminConfig.get().devTools ? readCookie(endpointCookie) : null;
  return `${override || window.location.origin}/graphql`;
}

import { api } from '../../../shared/api/api.ts';
import { GrantSiteUserMembershipDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/grantSiteUserMembership.ts';

/** grantSiteUserMembership; expiration null: never expires. */
export const grantMembership = (id: number, membershipId: number, expiration: number | null) =>
  api.request(GrantSiteUserMembershipDocument, { input: { id, membershipId, expiration } });

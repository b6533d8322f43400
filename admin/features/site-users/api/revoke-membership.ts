import { api } from '../../../shared/api/api.ts';
import { RevokeSiteUserMembershipDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/revokeSiteUserMembership.ts';

export const revokeMembership = (id: number, membershipId: number) =>
  api.request(RevokeSiteUserMembershipDocument, { input: { id, membershipId } });

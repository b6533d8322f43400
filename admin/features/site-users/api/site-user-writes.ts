import { api } from '../../../shared/api/api.ts';
import { UpdateSiteUserProfileAdminDocument } from '../../../../content-engine/documents/generated/mutation/siteUser/updateSiteUserProfileAdmin.ts';
import { GrantSiteUserMembershipDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/grantSiteUserMembership.ts';
import { RevokeSiteUserMembershipDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/revokeSiteUserMembership.ts';
import { SetSiteUserNewsletterAdminDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/setSiteUserNewsletterAdmin.ts';
import { DeleteSiteUserDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/deleteSiteUser.ts';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
}

/** updateSiteUserProfileAdmin: blank fields are left as they are. */
export const updateSiteUserProfile = (id: number, values: ProfileValues) =>
  api.request(UpdateSiteUserProfileAdminDocument, {
    id,
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    email: values.email.trim() || null,
    username: values.username.trim() || null,
  });

export const grantMembership = (id: number, membershipId: number, expiration: number | null) =>
  api.request(GrantSiteUserMembershipDocument, { input: { id, membershipId, expiration } });

export const revokeMembership = (id: number, membershipId: number) =>
  api.request(RevokeSiteUserMembershipDocument, { input: { id, membershipId } });

export const setNewsletter = (id: number, newsletterId: string, subscribed: boolean) =>
  api.request(SetSiteUserNewsletterAdminDocument, { input: { id, newsletterId, subscribed } });

export const deleteSiteUser = (id: number) => api.request(DeleteSiteUserDocument, { input: { id } });

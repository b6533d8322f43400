import { api } from '../../../shared/api/api.ts';
import { UpdateSiteUserProfileAdminDocument } from '../../../../content-engine/documents/generated/mutation/siteUser/updateSiteUserProfileAdmin.ts';

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

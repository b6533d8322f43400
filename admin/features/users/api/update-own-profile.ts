import { api } from '../../../shared/api/api.ts';
import {
  UpdateOwnCmsUserProfileDocument,
  type UpdateOwnCmsUserProfileMutation,
} from '../../../../content-engine/documents/generated/mutation/cmsUser/updateOwnCmsUserProfile.ts';

export async function updateOwnProfile(input: {
  firstName: string;
  lastName: string;
}): Promise<UpdateOwnCmsUserProfileMutation['updateOwnCmsUserProfile']> {
  return (await api.request(UpdateOwnCmsUserProfileDocument, { input })).updateOwnCmsUserProfile;
}

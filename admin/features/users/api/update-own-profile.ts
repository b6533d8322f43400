import { api } from '../../../app/api.ts';
import type { CmsUser } from './cms-user-types.ts';

export async function updateOwnProfile(input: { firstName: string; lastName: string }): Promise<CmsUser> {
  return (await api.mutate<{ updateOwnCmsUserProfile: CmsUser }>('cmsUser/updateOwnCmsUserProfile', { input }))
    .updateOwnCmsUserProfile;
}

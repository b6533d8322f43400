import { api } from '../../../app/api.ts';
import type { CmsUser, CmsUserInput } from './cms-user-types.ts';

export async function updateCmsUser(id: number, input: CmsUserInput): Promise<CmsUser> {
  return (await api.mutate<{ updateCmsUser: CmsUser }>('cmsUser/updateCmsUser', { input: { id, ...input } }))
    .updateCmsUser;
}

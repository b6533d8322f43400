import { api } from '../../../app/api.ts';
import type { CmsUser } from './cms-user-types.ts';

export async function getCmsUser(id: number): Promise<CmsUser> {
  return (await api.query<{ getCmsUser: CmsUser }>('cmsUser/getCmsUser', { input: { id } })).getCmsUser;
}

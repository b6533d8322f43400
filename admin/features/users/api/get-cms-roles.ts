import { api } from '../../../app/api.ts';
import type { CmsRole } from './cms-user-types.ts';

export async function getCmsRoles(): Promise<CmsRole[]> {
  return (await api.query<{ getCmsRoles: CmsRole[] }>('cmsUser/getCmsRoles')).getCmsRoles;
}

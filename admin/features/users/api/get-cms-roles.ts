import { api } from '../../../shared/api/api.ts';
import { GetCmsRolesDocument } from '../../../../content-engine/documents/generated/query/cmsUser/getCmsRoles.ts';
import type { CmsRole } from './cms-user-types.ts';

export async function getCmsRoles(): Promise<CmsRole[]> {
  return (await api.request(GetCmsRolesDocument)).getCmsRoles;
}

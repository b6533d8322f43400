import { api } from '../../../shared/api/api.ts';
import { GetCmsUserDocument } from '../../../../content-engine/documents/generated/query/cmsUser/getCmsUser.ts';
import type { CmsUser } from './cms-user-types.ts';

export async function getCmsUser(id: number): Promise<CmsUser> {
  return (await api.request(GetCmsUserDocument, { input: { id } })).getCmsUser;
}

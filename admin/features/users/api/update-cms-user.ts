import { api } from '../../../shared/api/api.ts';
import {
  UpdateCmsUserDocument,
  type UpdateCmsUserMutation,
} from '../../../../content-engine/documents/generated/mutation/cmsUser/updateCmsUser.ts';
import type { CmsUserInput } from './cms-user-types.ts';

export async function updateCmsUser(id: number, input: CmsUserInput): Promise<UpdateCmsUserMutation['updateCmsUser']> {
  return (await api.request(UpdateCmsUserDocument, { input: { id, ...input } })).updateCmsUser;
}

import { api } from '../../../shared/api/api.ts';
import {
  CreateCmsUserDocument,
  type CreateCmsUserMutation,
} from '../../../../content-engine/documents/generated/mutation/cmsUser/createCmsUser.ts';
import type { CmsUserInput } from './cms-user-types.ts';

/** Creates the user; the server e-mails them an invitation to choose a password. */
export async function createCmsUser(input: CmsUserInput): Promise<CreateCmsUserMutation['createCmsUser']> {
  return (await api.request(CreateCmsUserDocument, { input })).createCmsUser;
}

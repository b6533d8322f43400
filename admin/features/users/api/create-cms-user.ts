import { api } from '../../../app/api.ts';
import type { CmsUser, CmsUserInput } from './cms-user-types.ts';

/** Creates the user; the server e-mails them an invitation to choose a password. */
export async function createCmsUser(input: CmsUserInput): Promise<CmsUser> {
  return (await api.mutate<{ createCmsUser: CmsUser }>('cmsUser/createCmsUser', { input })).createCmsUser;
}

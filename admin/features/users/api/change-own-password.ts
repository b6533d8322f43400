import { api } from '../../../shared/api/api.ts';
import { ChangeOwnCmsUserPasswordDocument } from '../../../../content-engine/documents/generated/mutation/cmsUser/changeOwnCmsUserPassword.ts';

/** Ends the user's other sessions; this one goes on. */
export async function changeOwnPassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await api.request(ChangeOwnCmsUserPasswordDocument, { input });
}

import { api } from '../../../shared/api/api.ts';
import { ResetCmsUserPasswordDocument } from '../../../../content-engine/documents/generated/mutation/cmsUser/resetCMSUserPassword.ts';

/** Sets a new password with the hash of an e-mailed reset link. */
export async function resetPassword(input: { password: string; hash: string }): Promise<void> {
  await api.request(ResetCmsUserPasswordDocument, { input });
}

import { api } from '../../../shared/api/api.ts';
import { RequestResetCmsUserPasswordDocument } from '../../../../content-engine/documents/generated/mutation/cmsUser/requestResetCMSUserPassword.ts';

/** E-mails a password reset link to the account with this address, if there is one. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.request(RequestResetCmsUserPasswordDocument, { input: { email } });
}

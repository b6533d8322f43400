import { api } from '../../../shared/api/api.ts';
import { ValidateCmsUserInviteDocument } from '../../../../content-engine/documents/generated/mutation/cmsUser/validateCMSUserInvite.ts';

/** Activates an invited account with its first password and the hash of the e-mailed invitation. */
export async function activateAccount(input: { password: string; hash: string }): Promise<void> {
  await api.request(ValidateCmsUserInviteDocument, { input });
}

import { api } from '../../../app/api.ts';

/** Ends the user's other sessions; this one goes on. */
export async function changeOwnPassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await api.mutate('cmsUser/changeOwnCmsUserPassword', { input });
}

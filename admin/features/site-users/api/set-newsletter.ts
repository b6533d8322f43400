import { api } from '../../../shared/api/api.ts';
import { SetSiteUserNewsletterAdminDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/setSiteUserNewsletterAdmin.ts';

export const setNewsletter = (id: number, newsletterId: string, subscribed: boolean) =>
  api.request(SetSiteUserNewsletterAdminDocument, { input: { id, newsletterId, subscribed } });

import { api } from '../../../shared/api/api.ts';
import { DeleteSiteUserDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/deleteSiteUser.ts';

/** Erases the site user (ADR 55). */
export const deleteSiteUser = (id: number) => api.request(DeleteSiteUserDocument, { input: { id } });

import { api } from '../../../shared/api/api.ts';
import { DeleteSiteUserImportDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/deleteSiteUserImport.ts';

/** Deletes an import that is not running: its stored file and bad rows. */
export const deleteImport = (id: number) => api.request(DeleteSiteUserImportDocument, { input: { id } });

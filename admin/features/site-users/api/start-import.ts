import { api } from '../../../shared/api/api.ts';
import { StartSiteUserImportDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/startSiteUserImport.ts';

export const startImport = (id: number) => api.request(StartSiteUserImportDocument, { input: { id } });

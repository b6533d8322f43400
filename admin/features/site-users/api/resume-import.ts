import { api } from '../../../shared/api/api.ts';
import { ResumeSiteUserImportDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/resumeSiteUserImport.ts';

export const resumeImport = (id: number) => api.request(ResumeSiteUserImportDocument, { input: { id } });

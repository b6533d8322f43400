import { api } from '../../../shared/api/api.ts';
import { StartSiteUserImportDryRunDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/startSiteUserImportDryRun.ts';

export const startDryRun = (id: number) => api.request(StartSiteUserImportDryRunDocument, { input: { id } });

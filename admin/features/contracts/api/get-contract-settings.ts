import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetContractSettingsDocument } from '../../../../content-engine/documents/generated/query/contract/getContractSettings.ts';

/** The site's contract settings (getContractSettings). */
export const useContractSettings = () => useApiQuery(GetContractSettingsDocument, {});

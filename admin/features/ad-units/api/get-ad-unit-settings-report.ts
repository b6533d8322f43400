import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetAdUnitSettingsReportDocument,
  type GetAdUnitSettingsReportQuery,
} from '../../../../content-engine/documents/generated/query/ads/getAdUnitSettingsReport.ts';

export type AdUnitSettingsReport = GetAdUnitSettingsReportQuery['getAdUnitSettingsReport'];

/** Every pattern of the site and where it serves (getAdUnitSettingsReport). */
export const useAdUnitSettingsReport = () => useApiQuery(GetAdUnitSettingsReportDocument, {});

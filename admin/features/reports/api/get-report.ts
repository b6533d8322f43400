import {
  GetReportDocument,
  type GetReportQuery,
  type GetReportQueryVariables,
} from '../../../../content-engine/documents/generated/query/reports/getReport.ts';
import { useApiQuery } from '../../../shared/api/use-api-query.ts';

export type ReportResult = GetReportQuery['getReport'];
export type ReportInput = GetReportQueryVariables['input'];

/** A page of a report, its total and its chart (reports/getReport). */
export const useReport = (input: ReportInput) => useApiQuery(GetReportDocument, { input });

import { api } from '../../../shared/api/api.ts';
import { GetSiteUserImportProblemsDocument } from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserImportProblems.ts';

/** One page of a run's bad rows (at most 1000). */
export const getImportProblems = async (id: number, skip: number, limit: number) =>
  (await api.request(GetSiteUserImportProblemsDocument, { input: { id, pagination: { limit, skip } } }))
    .getSiteUserImportProblems;

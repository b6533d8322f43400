import { api } from '../../../shared/api/api.ts';
import { GetContentBuildJobsDocument } from '../../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/** The newest regeneration jobs of the company's content item (its change tag). */
export const getCompanyBuildJobs = async (companyId: number) =>
  (
    await api.request(GetContentBuildJobsDocument, {
      input: { tag: `content:${companyId}`, pagination: { limit: 5 } },
    })
  ).getBuildJobs.edges.map((edge) => edge.node);

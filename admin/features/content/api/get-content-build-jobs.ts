import { api } from '../../../shared/api/api.ts';
import { GetContentBuildJobsDocument } from '../../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/** The newest regeneration jobs of one content item (its change tag). */
export const getContentBuildJobs = async (contentId: number) =>
  (
    await api.request(GetContentBuildJobsDocument, {
      input: { tag: `content:${contentId}`, pagination: { limit: 5 } },
    })
  ).getBuildJobs.edges.map((edge) => edge.node);

import { api } from '../../../shared/api/api.ts';
import { GetContentBuildJobsDocument } from '../../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/**
 * The newest jobs of the site's `settings` tag, newest first: switching the design is a settings
 * markup change, which regenerates every page of the site.
 */
export async function getDesignBuildJobs() {
  const answer = await api.request(GetContentBuildJobsDocument, {
    input: { tag: 'settings', pagination: { limit: 5 } },
  });
  return answer.getBuildJobs.edges.map((edge) => edge.node);
}

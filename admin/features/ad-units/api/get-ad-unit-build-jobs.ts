import { api } from '../../../shared/api/api.ts';
import { GetContentBuildJobsDocument } from '../../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/** The newest jobs of the site's `ad-units` tag: a pattern save regenerates the pages that carry ad units. */
export async function getAdUnitBuildJobs() {
  const answer = await api.request(GetContentBuildJobsDocument, {
    input: { tag: 'ad-units', pagination: { limit: 5 } },
  });
  return answer.getBuildJobs.edges.map((edge) => edge.node);
}

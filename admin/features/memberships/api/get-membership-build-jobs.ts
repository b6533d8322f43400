import { api } from '../../../shared/api/api.ts';
import { GetContentBuildJobsDocument } from '../../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/** The newest regeneration jobs of the site's memberships (the `memberships` change tag), newest first. */
export async function getMembershipBuildJobs() {
  const { getBuildJobs } = await api.request(GetContentBuildJobsDocument, {
    input: { tag: 'memberships', pagination: { limit: 5 } },
  });
  return getBuildJobs.edges.map((edge) => edge.node);
}

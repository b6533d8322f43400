import { api } from '../../../shared/api/api.ts';
import { GetContentBuildJobsDocument } from '../../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/** The newest regeneration jobs of one change tag (publication:12, issue:40), for the live publish status. */
export const getMagazineBuildJobs = async (tag: string) =>
  (await api.request(GetContentBuildJobsDocument, { input: { tag, pagination: { limit: 5 } } })).getBuildJobs.edges.map(
    (edge) => edge.node,
  );

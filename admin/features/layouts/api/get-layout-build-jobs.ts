import { api } from '../../../shared/api/api.ts';
import { GetLayoutBuildJobsDocument } from '../../../../content-engine/documents/generated/query/layout/getLayoutBuildJobs.ts';
import { layoutWatchedJobs } from './layout-watched-jobs.ts';

/** The regeneration jobs carrying a layout's save (its change tag, and full builds since): its live status. */
export async function getLayoutBuildJobs(layoutId: number, savedAt: number) {
  const { tagged, recent } = await api.request(GetLayoutBuildJobsDocument, {
    tagged: { tag: `layout:${layoutId}`, pagination: { limit: 5 } },
    recent: { pagination: { limit: 50 } },
  });
  const nodes = (connection: typeof tagged) => connection.edges.map((edge) => edge.node);
  return layoutWatchedJobs(nodes(tagged), nodes(recent), savedAt);
}

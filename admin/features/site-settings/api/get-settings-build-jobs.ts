import { api } from '../../../shared/api/api.ts';
import { GetContentBuildJobsDocument } from '../../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/** The newest regeneration jobs of the site's settings (change tag `settings`). */
export const getSettingsBuildJobs = async () =>
  (
    await api.request(GetContentBuildJobsDocument, { input: { tag: 'settings', pagination: { limit: 5 } } })
  ).getBuildJobs.edges.map((edge) => edge.node);

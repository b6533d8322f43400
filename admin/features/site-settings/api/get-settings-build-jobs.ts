import { api } from '../../../shared/api/api.ts';
import { GetContentBuildJobsDocument } from '../../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/**
 * The change tags a settings save emits (content-engine/settings/settings-change-tags.ts): a
 * style-only save regenerates the stylesheet (`styles`), a markup change every page (`settings`,
 * `menus`).
 */
const settingsTags = ['styles', 'settings', 'menus'] as const;

/** The newest regeneration jobs of the site's settings, newest first. */
export async function getSettingsBuildJobs() {
  const answers = await Promise.all(
    settingsTags.map((tag) => api.request(GetContentBuildJobsDocument, { input: { tag, pagination: { limit: 5 } } })),
  );
  const jobs = new Map(answers.flatMap((answer) => answer.getBuildJobs.edges.map((edge) => [edge.node.id, edge.node])));
  return [...jobs.values()].sort((a, b) => b.created - a.created);
}

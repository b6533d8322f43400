import { PublishStatusPanel } from '../../../shared/publish-status/PublishStatusPanel.tsx';
import { getMagazineBuildJobs } from '../api/get-magazine-build-jobs.ts';

/** The live publish status of a save: the regeneration of the pages the change tag names. */
export function SavedStatus({ tag, savedAt }: { tag: string; savedAt: number | null }) {
  if (!savedAt) return null;
  return <PublishStatusPanel key={savedAt} fetchJobs={() => getMagazineBuildJobs(tag)} savedAt={savedAt} />;
}

import type { EngineContext } from '../../core/context.ts';
import { downloadLinkMs, downloadPath, exportDownloadSecret, signDownload } from '../download-token.ts';
import type { ExportJob } from '../export-job.ts';

export interface PresentedExportJob extends ExportJob {
  /** A signed link to the file, working for an hour (at most until the file expires); null until done or once expired. */
  downloadUrl: string | null;
}

/** A job as GraphQL answers it: with a fresh signed download link while its file is kept. */
export async function presentExportJob(ctx: EngineContext, job: ExportJob): Promise<PresentedExportJob> {
  const now = ctx.now();
  if (job.status !== 'done' || !job.filePath || job.expires === null || job.expires <= now)
    return { ...job, downloadUrl: null };
  const claims = { tenantKey: job.tenantKey, jobId: job.id, expires: Math.min(now + downloadLinkMs, job.expires) };
  const secret = await exportDownloadSecret(ctx.db);
  return { ...job, downloadUrl: downloadPath(claims, signDownload(secret, claims)) };
}

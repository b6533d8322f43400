import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Engine } from '../core/engine.ts';
import { checkDownload, exportDownloadSecret } from '../exports/download-token.ts';
import { exportFilePath } from '../exports/export-files.ts';
import { findExportJob } from '../exports/queries.ts';
import { indesignScriptsZip } from '../exports/indesign/indesign-scripts.ts';

export const downloadMessages = {
  invalid: 'This download link is not valid: it was changed, or it belongs to another site.',
  expired: 'This download link has expired. Open the export in the admin for a new link.',
  gone: 'The file of this export is no longer kept. Start the export again.',
} as const;

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);

const contentTypes: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  zip: 'application/zip',
};

/**
 * GET /exports/:id/download?site=&expires=&sig= — an export's file. The signed link is the
 * authority (it is opened as a plain link, ADR 0078): a changed or foreign link is 403, a genuine
 * one past its time 410, a job whose file was deleted 410.
 * GET /scripts/indesign.zip — the InDesign import script package (the same for every site).
 */
export function registerExportDownloadRoute(app: FastifyInstance, { engine }: { engine: Engine }) {
  app.get('/exports/:id/download', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const claims = {
      tenantKey: typeof query.site === 'string' ? query.site : '',
      jobId: Number((request.params as { id: string }).id),
      expires: Number(query.expires),
    };
    const signature = typeof query.sig === 'string' ? query.sig : '';
    const verdict = checkDownload(await exportDownloadSecret(engine.db), claims, signature, engine.now());
    if (verdict === 'invalid') return refuse(reply, 403, downloadMessages.invalid);
    if (verdict === 'expired') return refuse(reply, 410, downloadMessages.expired);
    const job = await findExportJob(engine.db, claims.tenantKey, claims.jobId);
    const path = job?.filePath ? exportFilePath(job.filePath) : null;
    const kept =
      path &&
      job!.expires !== null &&
      job!.expires > engine.now() &&
      (await access(path).then(
        () => true,
        () => false,
      ));
    if (!job || !path || !kept) return refuse(reply, 410, downloadMessages.gone);
    const extension = path.slice(path.lastIndexOf('.') + 1);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${job.fileName ?? `export-${job.id}.${extension}`}"`)
      .send(createReadStream(path));
  });

  app.get('/scripts/indesign.zip', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="indesign.zip"')
      .send(await indesignScriptsZip()),
  );
}

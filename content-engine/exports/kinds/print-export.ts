import { access } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { z } from 'zod';
import { filesDir } from '../../assets/files-dir.ts';
import { diskPath } from '../../assets/asset-files.ts';
import { badInput } from '../../core/validate.ts';
import { tenantKeyOf } from '../../core/context.ts';
import type { ExportKindDefinition } from '../export-kind.ts';
import { findPrintIssue, issueItems, loadPrintArticles } from '../print/issue-articles.ts';
import { taggedArticle } from '../print/tagged-text.ts';

const paramsSchema = z.object({ issueId: z.number().int().positive() }).strict();

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'item';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * A magazine issue for print: a zip holding one InDesign tagged-text file per article in the
 * issue's running order (`001-<alias>.txt`, …) and each article's images under `images/`.
 */
export const printExport: ExportKindDefinition<typeof paramsSchema> = {
  kind: 'print',
  params: paramsSchema,
  async prepare(ctx, params) {
    const issue = await findPrintIssue(ctx.db, tenantKeyOf(ctx), params.issueId);
    if (!issue) throw badInput('params.issueId', 'No such issue of this site');
    return { issueId: issue.id, issueName: issue.name, publicationName: issue.publicationName };
  },
  extension: () => 'zip',
  fileName: (job) => `print-${slug(String(job.params.publicationName))}-${slug(String(job.params.issueName))}.zip`,
  count: async (ctx, job) =>
    Number((await issueItems(ctx.db, job.tenantKey, Number(job.params.issueId)).count({ n: '*' }).first())?.n ?? 0),
  async write({ ctx, job, out, progress, batchSize }) {
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const failed = new Promise<never>((_, reject) => archive.on('error', reject));
    failed.catch(() => undefined);
    archive.pipe(out);
    const issueId = Number(job.params.issueId);
    const limit = Math.min(batchSize, 50);
    let done = 0;
    for (;;) {
      const articles = await loadPrintArticles(ctx.db, { tenantKey: job.tenantKey, issueId, limit, offset: done });
      for (const article of articles) {
        done += 1;
        const prefix = String(done).padStart(3, '0');
        const captions: string[] = [];
        for (const [index, image] of article.images.entries()) {
          const path = diskPath(filesDir(), image.src);
          if (!image.src.startsWith('/files/') || image.src.includes('..') || !(await exists(path))) continue;
          const name = `images/${prefix}-${index + 1}-${image.fileName.replace(/[^\w.-]/g, '_')}`;
          archive.file(path, { name });
          captions.push(image.caption);
        }
        archive.append(taggedArticle({ ...article, captions }), { name: `${prefix}-${slug(article.alias)}.txt` });
      }
      if (articles.length) await progress(done);
      if (articles.length < limit) break;
    }
    await Promise.race([archive.finalize(), failed]);
    await finished(out);
  },
};

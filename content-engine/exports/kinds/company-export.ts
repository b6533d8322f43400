import { z } from 'zod';
import { ContentStatus } from '../../shared/enums.ts';
import { csvLine } from '../../reports/csv-cells.ts';
import type { ExportKindDefinition } from '../export-kind.ts';
import { keysetBatches } from '../keyset-batches.ts';
import { isoDate, jsonObject, joinedAddress } from './export-cells.ts';

const columns = [
  'ID',
  'Name',
  'Status',
  'URL path',
  'Website',
  'Phone',
  'Fax',
  'Email',
  'Address',
  'Teaser',
  'Published',
  'Created',
  'Updated',
] as const;

const companies = (db: Parameters<ExportKindDefinition['count']>[0]['db'], tenantKey: string) =>
  db('content').where({ tenant_key: tenantKey, type: 'Company' }).whereNot('status', ContentStatus.DELETED);

const statusLabel = (status: number) => (status === ContentStatus.PUBLISHED ? 'Published' : 'Draft');

/** Every company of the site (not deleted) with its fields, by id: one CSV row each. */
export const companyExport: ExportKindDefinition = {
  kind: 'company',
  params: z.object({}).strict(),
  prepare: () => Promise.resolve({}),
  extension: () => 'csv',
  fileName: (job) => `companies-${job.tenantKey}-${job.id}.csv`,
  count: async (ctx, job) => Number((await companies(ctx.db, job.tenantKey).count({ n: '*' }).first())?.n ?? 0),
  async write({ ctx, job, write, progress, batchSize }) {
    await write(csvLine([...columns]));
    let done = 0;
    const query = () =>
      companies(ctx.db, job.tenantKey).select(
        'id',
        'name',
        'status',
        'canonical_path',
        'link_url',
        'metadata',
        'address',
        'teaser',
        'published',
        'created',
        'updated',
      );
    for await (const rows of keysetBatches(query, { idColumn: 'id', batchSize })) {
      let text = '';
      for (const row of rows) {
        const metadata = jsonObject(row.metadata);
        text += csvLine([
          Number(row.id),
          row.name,
          statusLabel(Number(row.status)),
          row.canonical_path,
          row.link_url ?? metadata.website ?? '',
          metadata.phone ?? '',
          metadata.fax ?? '',
          metadata.email ?? '',
          joinedAddress(jsonObject(row.address)),
          row.teaser,
          isoDate(row.published),
          isoDate(row.created),
          isoDate(row.updated),
        ]);
      }
      await write(text);
      done += rows.length;
      await progress(done);
    }
  },
};

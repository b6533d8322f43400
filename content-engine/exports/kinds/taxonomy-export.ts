import type { Knex } from 'knex';
import { z } from 'zod';
import { ContentStatus } from '../../shared/enums.ts';
import { csvLine } from '../../reports/csv-cells.ts';
import type { ExportKindDefinition } from '../export-kind.ts';
import { keysetBatches } from '../keyset-batches.ts';

const columns = ['ID', 'Name', 'Type', 'Parent', 'Path', 'Item count'] as const;

const terms = (db: Knex, tenantKey: string) => db('taxonomy as t').where('t.tenant_key', tenantKey);

/** The content items (not deleted) tagged with a term. */
const itemCount = (db: Knex) =>
  db('content_taxonomy as ct')
    .join('content as c', 'c.id', 'ct.content_id')
    .whereRaw('ct.taxonomy_id = t.id')
    .whereNot('c.status', ContentStatus.DELETED)
    .count('*')
    .as('item_count');

/** Every taxonomy term of the site, by id: its type, parent's name, full path and item count. */
export const taxonomyExport: ExportKindDefinition = {
  kind: 'taxonomy',
  params: z.object({}).strict(),
  prepare: () => Promise.resolve({}),
  extension: () => 'csv',
  fileName: (job) => `taxonomy-${job.tenantKey}-${job.id}.csv`,
  count: async (ctx, job) => Number((await terms(ctx.db, job.tenantKey).count({ n: '*' }).first())?.n ?? 0),
  async write({ ctx, job, write, progress, batchSize }) {
    await write(csvLine([...columns]));
    let done = 0;
    const query = () =>
      terms(ctx.db, job.tenantKey)
        .leftJoin('taxonomy as p', 'p.id', 't.parent_id')
        .select('t.id', 't.name', 't.type', 'p.name as parent_name', 't.full_name', itemCount(ctx.db));
    for await (const rows of keysetBatches(query, { idColumn: 't.id', batchSize })) {
      let text = '';
      for (const row of rows)
        text += csvLine([
          Number(row.id),
          row.name,
          row.type,
          row.parent_name ?? '',
          row.full_name,
          Number(row.item_count),
        ]);
      await write(text);
      done += rows.length;
      await progress(done);
    }
  },
};

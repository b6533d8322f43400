import type { Knex } from 'knex';
import { z } from 'zod';
import { visibleSites } from '../../core/visible-sites.ts';
import { badInput } from '../../core/validate.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { chicagoRange } from '../../reports/report-dates.ts';
import type { ExportKindDefinition } from '../export-kind.ts';
import { keysetBatches } from '../keyset-batches.ts';
import { exportPermission } from '../export-access.ts';
import { crossSiteCsvFormat, crossSiteXmlFormat, type CrossSiteRow } from './cross-site-formats.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date like 2026-01-31');

const paramsSchema = z
  .object({
    format: z.enum(['csv', 'xml']),
    /** Site keys; every site the user may see when empty. */
    sites: z.array(z.string().max(64)).max(200).nullish(),
    /** Content types; every type when empty. */
    types: z.array(z.string().max(30)).max(40).nullish(),
    /** Published from..to, Chicago days, both inclusive. */
    from: day.nullish(),
    to: day.nullish(),
  })
  .strict();

interface StoredParams {
  format: 'csv' | 'xml';
  siteKeys: string[];
  siteNames: Record<string, string>;
  types: string[];
  from: string | null;
  to: string | null;
}

function items(db: Knex, p: StoredParams) {
  const query = db('content as c').whereIn('c.tenant_key', p.siteKeys).whereNot('c.status', ContentStatus.DELETED);
  if (p.types.length) query.whereIn('c.type', p.types);
  const range = p.from && p.to ? chicagoRange(p.from, p.to) : null;
  if (range) query.where('c.published', '>=', range.fromMs).where('c.published', '<', range.toMs);
  return query;
}

/** Content across the sites the user may see (the site named on each row), in CSV or XML, by id. */
export const crossSiteExport: ExportKindDefinition<typeof paramsSchema> = {
  kind: 'cross_site',
  params: paramsSchema,
  async prepare(ctx, params) {
    if (params.from && params.to && params.from > params.to)
      throw badInput('params.to', 'Must not be before the start');
    if ((params.from ? 1 : 0) + (params.to ? 1 : 0) === 1)
      throw badInput(params.from ? 'params.to' : 'params.from', 'Give both dates or neither');
    const sites = await visibleSites(ctx, [exportPermission], params.sites ?? []);
    const stored: StoredParams = {
      format: params.format,
      siteKeys: sites.map((site) => site.key),
      siteNames: Object.fromEntries(sites.map((site) => [site.key, site.name])),
      types: params.types ?? [],
      from: params.from ?? null,
      to: params.to ?? null,
    };
    return { ...stored };
  },
  extension: (params) => (params.format === 'xml' ? 'xml' : 'csv'),
  fileName: (job) => `cross-site-content-${job.id}.${job.params.format === 'xml' ? 'xml' : 'csv'}`,
  count: async (ctx, job) =>
    Number(
      (
        await items(ctx.db, job.params as unknown as StoredParams)
          .count({ n: '*' })
          .first()
      )?.n ?? 0,
    ),
  async write({ ctx, job, write, progress, batchSize }) {
    const p = job.params as unknown as StoredParams;
    const format = p.format === 'xml' ? crossSiteXmlFormat : crossSiteCsvFormat;
    await write(format.head());
    let done = 0;
    const query = () =>
      items(ctx.db, p).select(
        'c.id',
        'c.tenant_key',
        'c.type',
        'c.status',
        'c.name',
        'c.canonical_path',
        'c.teaser',
        'c.published',
      );
    for await (const rows of keysetBatches(query, { idColumn: 'c.id', batchSize })) {
      let text = '';
      for (const row of rows) {
        const item: CrossSiteRow = {
          id: Number(row.id),
          siteKey: String(row.tenant_key),
          siteName: p.siteNames[String(row.tenant_key)] ?? String(row.tenant_key),
          type: String(row.type),
          status: Number(row.status) === ContentStatus.PUBLISHED ? 'Published' : 'Draft',
          name: String(row.name),
          path: String(row.canonical_path),
          teaser: String(row.teaser ?? ''),
          published: row.published == null ? null : Number(row.published),
        };
        text += format.row(item);
      }
      await write(text);
      done += rows.length;
      await progress(done);
    }
    await write(format.tail());
  },
};

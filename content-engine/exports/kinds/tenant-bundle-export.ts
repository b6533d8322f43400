import { z } from 'zod';
import { visibleTenant } from '../../tenants/tenant-access.ts';
import { bundleTables } from '../../tenant-migration/bundle-tables.ts';
import { tenantRows } from '../../tenant-migration/table-rows.ts';
import { writeTenantBundle } from '../../tenant-migration/write-bundle.ts';
import { installationId } from '../../tenant-migration/installation-id.ts';
import type { ExportKindDefinition } from '../export-kind.ts';

const paramsSchema = z.object({ tenantKey: z.string().trim().min(1).max(64) }).strict();

/**
 * A whole tenant as a migration bundle (ADR 0087): its content, sections, layouts, settings and
 * menus, redirects and assets with their files, zipped with a manifest. Needs manage_modules and
 * a tenant the user may see (another's is NOT_FOUND, as on the tenants screen).
 */
export const tenantBundleExport: ExportKindDefinition<typeof paramsSchema> = {
  kind: 'tenant_bundle',
  params: paramsSchema,
  async prepare(ctx, params) {
    const { tenant } = await visibleTenant(ctx, params.tenantKey);
    // Made here, on the server's connection: the writer reads through a read-only one (ADR 0078).
    return { tenantKey: tenant.key, tenantName: tenant.name, installation: await installationId(ctx.db) };
  },
  extension: () => 'zip',
  fileName: (job) => `tenant-${String(job.params.tenantKey)}-${job.id}.zip`,
  async count(ctx, job) {
    let total = 0;
    for (const table of bundleTables) {
      const counted = await tenantRows(ctx.db, table, String(job.params.tenantKey))
        .clear('select')
        .count({ n: '*' })
        .first();
      total += Number((counted as { n?: unknown } | undefined)?.n ?? 0);
    }
    return total;
  },
  async write({ ctx, job, out, progress, batchSize }) {
    await writeTenantBundle({
      db: ctx.db,
      tenantKey: String(job.params.tenantKey),
      installation: String(job.params.installation),
      out,
      now: ctx.now(),
      batchSize,
      progress,
    });
  },
};

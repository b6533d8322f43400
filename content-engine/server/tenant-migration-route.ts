import type { FastifyInstance } from 'fastify';
import type { Engine } from '../core/engine.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';
import { bundleLimits } from '../tenant-migration/bundle-format.ts';
import {
  assertMayImportBundle,
  createTenantMigrationImport,
} from '../tenant-migration/operations/create-tenant-migration-import.ts';
import { registerUploadRoute } from './upload-route.ts';

/**
 * POST /tenant-migration-imports: multipart/form-data with one file field, a tenant bundle for
 * /admin/run-aspire-to-aspire-migration (ADR 0087). Authorised like POST /graphql before the
 * body is read; the file is streamed to disk and checked through. Answers in the GraphQL
 * response shape: `{ data: { createTenantMigrationImport: { id, … } } }`.
 */
export function registerTenantMigrationRoute(app: FastifyInstance, deps: { engine: Engine; tenants: TenantResolver }) {
  registerUploadRoute(app, deps, {
    path: '/tenant-migration-imports',
    authorise: assertMayImportBundle,
    notMultipart: 'Send the bundle as multipart/form-data.',
    maxBytes: bundleLimits.totalBytes,
    tooLarge: 'The bundle is larger than the limit.',
    defaultFileName: 'bundle.zip',
    create: createTenantMigrationImport,
    data: (job) => ({ createTenantMigrationImport: job }),
  });
}

import type { FastifyInstance } from 'fastify';
import type { Engine } from '../core/engine.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';
import { assertMayImport, createSiteUserImport } from '../site-user-imports/operations/create-site-user-import.ts';
import { registerUploadRoute } from './upload-route.ts';

/** Largest CSV an import takes (about a million rows of the template's columns). */
export const maxImportBytes = 200 * 1024 * 1024;

/**
 * POST /site-user-imports: multipart/form-data with one file field, the CSV of
 * /admin/migrate-site-users. Authorised like POST /graphql (the bearer header, or the session
 * cookies with the CSRF header) before the body is read; the file is streamed to disk. Answers
 * in the GraphQL response shape: `{ data: { createSiteUserImport: { id } } }`.
 */
export function registerSiteUserImportRoute(app: FastifyInstance, deps: { engine: Engine; tenants: TenantResolver }) {
  registerUploadRoute(app, deps, {
    path: '/site-user-imports',
    authorise: assertMayImport,
    notMultipart: 'Send the CSV file as multipart/form-data.',
    maxBytes: maxImportBytes,
    tooLarge: `The file is larger than ${maxImportBytes / 1024 / 1024} MB.`,
    defaultFileName: 'upload.csv',
    create: createSiteUserImport,
    data: (job) => ({ createSiteUserImport: { id: job.id, fileName: job.fileName, status: job.status } }),
  });
}

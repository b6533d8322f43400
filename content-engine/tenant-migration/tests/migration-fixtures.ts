import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import type { TestEngine } from '../../testing/test-engine.ts';

/** POSTs a bundle to /tenant-migration-imports as the admin's form does (multipart, one file field). */
export async function uploadBundle(engine: TestEngine, { token, data }: { token: string; data: Buffer }) {
  const boundary = '----masthead-bundle-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bundle.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await engine.app.inject({
    method: 'POST',
    url: '/tenant-migration-imports',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'tenant-key': 'alpha',
      authorization: `Bearer ${token}`,
    },
    payload,
  });
  return response.json() as {
    data?: { createTenantMigrationImport: { id: number; sourceTenantKey: string } };
    errors?: { message: string; extensions: { code: string; fields?: string[] } }[];
  };
}

/** The file of a finished export job. */
export async function exportedFile(engine: TestEngine, exportsDir: string, jobId: number) {
  const row = (await engine.db('export_jobs').where({ id: jobId }).first('file_path')) as { file_path: string };
  return readFile(join(exportsDir, row.file_path));
}

/** A zip of the given entries (for hostile bundles). */
export const zipOf = (entries: Record<string, string | Uint8Array>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v]))),
  );

import { adminIdentity } from '../../../shared/api/api.ts';
import { ClientError, fromNetworkFailure, nonJsonMessage } from '../../../../content-engine/client/client-errors.ts';
import { identityHeaders } from '../../../../content-engine/client/request-headers.ts';

interface UploadAnswer {
  data?: { createTenantMigrationImport: { id: number } };
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Uploads a bundle to POST /tenant-migration-imports (the engine checks it through); the new import's id. */
export async function uploadBundle(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/tenant-migration-imports', {
      method: 'POST',
      credentials: 'same-origin',
      headers: identityHeaders(adminIdentity()),
      body: form,
    });
  } catch (error) {
    throw fromNetworkFailure(error);
  }
  const body = (await response.json().catch(() => null)) as UploadAnswer | null;
  const first = body?.errors?.[0];
  if (first) throw new ClientError(first.message, response.status, first.extensions?.code ?? null);
  if (!body?.data) throw new ClientError(nonJsonMessage(response.status, response.statusText), response.status);
  return body.data.createTenantMigrationImport.id;
}

import { createDocumentLoader } from '../../../content-engine/client/operation-documents.ts';
import { ClientError, fromNetworkFailure, nonJsonMessage } from '../../../content-engine/client/client-errors.ts';
import { identityHeaders } from '../../../content-engine/client/request-headers.ts';
import { adminIdentity } from './api.ts';
import type { UploadAssetMutation } from '../../../content-engine/documents/generated/mutation/asset/uploadAsset.ts';

const documents = createDocumentLoader({ endpoint: '', fetch: globalThis.fetch.bind(globalThis) });

interface Answer {
  data?: UploadAssetMutation | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Uploads a file to the media library (uploadAsset as a GraphQL multipart request); returns the stored asset. */
export async function uploadMedia(file: File): Promise<UploadAssetMutation['uploadAsset']> {
  const query = await documents('mutation', 'asset/uploadAsset');
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', file, file.name);
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: identityHeaders(adminIdentity()),
      body: form,
    });
  } catch (error) {
    throw fromNetworkFailure(error);
  }
  const body = (await response.json().catch(() => null)) as Answer | null;
  const first = body?.errors?.[0];
  if (first) throw new ClientError(first.message, response.status, first.extensions?.code ?? null);
  if (!body?.data) throw new ClientError(nonJsonMessage(response.status, response.statusText), response.status);
  return body.data.uploadAsset;
}

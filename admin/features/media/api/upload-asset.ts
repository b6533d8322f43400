import { createDocumentLoader } from '../../../../content-engine/client/operation-documents.ts';
import { ClientError, networkErrorMessage, nonJsonMessage } from '../../../../content-engine/client/client-errors.ts';
import { adminIdentity } from '../../../shared/api/api.ts';
import { identityHeaders } from '../../../../content-engine/client/request-headers.ts';
import type { UploadAssetMutation } from '../../../../content-engine/documents/generated/mutation/asset/uploadAsset.ts';

const documents = createDocumentLoader({ endpoint: '', fetch: globalThis.fetch.bind(globalThis) });

interface Answer {
  data?: UploadAssetMutation | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Sends uploadAsset as a GraphQL multipart request. XMLHttpRequest rather than fetch because
 * only it reports upload progress; failures become ClientErrors like the shared client's.
 */
export async function uploadAsset(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAssetMutation['uploadAsset']> {
  const query = await documents('mutation', 'asset/uploadAsset');
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    for (const [name, value] of Object.entries(identityHeaders(adminIdentity()))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onerror = () => reject(new ClientError(networkErrorMessage, 0, 'NETWORK_ERROR'));
    xhr.onload = () => {
      let body: Answer;
      try {
        body = JSON.parse(xhr.responseText) as Answer;
      } catch {
        return reject(new ClientError(nonJsonMessage(xhr.status, xhr.statusText), xhr.status));
      }
      const [first] = body.errors ?? [];
      if (first) return reject(new ClientError(first.message, xhr.status, first.extensions?.code ?? null));
      if (!body.data) return reject(new ClientError(nonJsonMessage(xhr.status, xhr.statusText), xhr.status));
      resolve(body.data.uploadAsset);
    };
    xhr.send(form);
  });
}

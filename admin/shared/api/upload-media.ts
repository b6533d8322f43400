import { createDocumentLoader } from '../../../content-engine/client/operation-documents.ts';
import type { UploadAssetMutation } from '../../../content-engine/documents/generated/mutation/asset/uploadAsset.ts';
import { postForm } from './post-form.ts';

const documents = createDocumentLoader({ endpoint: '', fetch: globalThis.fetch.bind(globalThis) });

/** Uploads a file to the media library (uploadAsset as a GraphQL multipart request); returns the stored asset. */
export async function uploadMedia(file: File): Promise<UploadAssetMutation['uploadAsset']> {
  const query = await documents('mutation', 'asset/uploadAsset');
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', file, file.name);
  return (await postForm<UploadAssetMutation>('/graphql', form)).uploadAsset;
}

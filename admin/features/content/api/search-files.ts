import { api } from '../../../shared/api/api.ts';
import { GetAssetStreamDocument } from '../../../../content-engine/documents/generated/query/asset/getAssetStream.ts';

export interface LibraryFile {
  id: number;
  src: string;
  fileName: string;
  mimeType: string;
}

/** Files (not images) of the media library whose file name, caption or credit matches. */
export async function searchFiles(text: string): Promise<LibraryFile[]> {
  const { getAssetStream } = await api.request(GetAssetStreamDocument, {
    input: { type: 'File', search: text, pagination: { limit: 20 } },
  });
  return getAssetStream.edges.map(({ node }) => ({
    id: node.id,
    src: node.src,
    fileName: node.fileName,
    mimeType: node.mimeType,
  }));
}

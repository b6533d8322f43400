import { api } from '../../../shared/api/api.ts';
import { GetAssetStreamDocument } from '../../../../content-engine/documents/generated/query/asset/getAssetStream.ts';

export interface ImageChoice {
  id: number;
  fileName: string;
  src: string;
}

/** Images of the media library whose file name, alt text, caption or credit matches (20 at most). */
export async function searchImages(text: string): Promise<ImageChoice[]> {
  const { getAssetStream } = await api.request(GetAssetStreamDocument, {
    input: { type: 'Image', search: text, pagination: { limit: 20 } },
  });
  return getAssetStream.edges.map(({ node }) => ({ id: node.id, fileName: node.fileName, src: node.src }));
}

import { api } from '../../../shared/api/api.ts';
import { GetAssetStreamDocument } from '../../../../content-engine/documents/generated/query/asset/getAssetStream.ts';

export interface MediaChoice {
  id: number;
  fileName: string;
  src: string;
  /** A small copy for the list; the original when it has none. */
  thumbnail: string;
}

/** Files of the media library matching `text`: images, or .ico files for the favicon. */
export async function searchMedia(text: string, accept: 'image' | 'ico'): Promise<MediaChoice[]> {
  const { getAssetStream } = await api.request(GetAssetStreamDocument, {
    input: {
      type: accept === 'image' ? 'Image' : 'File',
      search: accept === 'ico' && !text ? '.ico' : text,
      pagination: { limit: 20 },
    },
  });
  return getAssetStream.edges
    .map(({ node }) => node)
    .filter((node) => accept === 'image' || /\.ico$/i.test(node.src))
    .map((node) => ({
      id: node.id,
      fileName: node.fileName,
      src: node.src,
      thumbnail: node.sizes[0]?.src ?? node.src,
    }));
}

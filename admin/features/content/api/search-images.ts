import { api } from '../../../shared/api/api.ts';
import { GetAssetStreamDocument } from '../../../../content-engine/documents/generated/query/asset/getAssetStream.ts';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';

/** Images of the media library whose file name, alt text, caption or credit matches. */
export async function searchImages(text: string): Promise<PickedItem[]> {
  const { getAssetStream } = await api.request(GetAssetStreamDocument, {
    input: { type: 'Image', search: text, pagination: { limit: 20 } },
  });
  return getAssetStream.edges.map(({ node }) => ({
    id: node.id,
    label: node.alt ? `${node.fileName} (${node.alt})` : node.fileName,
  }));
}

import { api } from '../../../shared/api/api.ts';
import { GetAssetDocument } from '../../../../content-engine/documents/generated/query/getAsset.ts';
import type { PickedImage } from '../podcast-form-values.ts';

/** The stored image's file name and address, for the chosen-image preview; null when it is gone. */
export async function getImage(id: number): Promise<PickedImage | null> {
  const { getAsset } = await api.request(GetAssetDocument, { input: { id } });
  return getAsset ? { id: getAsset.id, fileName: getAsset.fileName, src: getAsset.src } : null;
}

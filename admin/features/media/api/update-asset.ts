import { api } from '../../../shared/api/api.ts';
import { UpdateAssetDocument } from '../../../../content-engine/documents/generated/mutation/asset/updateAsset.ts';

export const updateAsset = async (input: { id: number; alt: string; caption: string; credit: string }) =>
  (await api.request(UpdateAssetDocument, { input })).updateAsset;

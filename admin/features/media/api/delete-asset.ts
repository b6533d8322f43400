import { api } from '../../../shared/api/api.ts';
import { DeleteAssetDocument } from '../../../../content-engine/documents/generated/mutation/asset/deleteAsset.ts';

export const deleteAsset = (id: number) => api.request(DeleteAssetDocument, { input: { id } });

import { api } from '../../../shared/api/api.ts';
import { DeleteHouseAdDocument } from '../../../../content-engine/documents/generated/mutation/ads/deleteHouseAd.ts';

export async function deleteHouseAd(id: number) {
  return (await api.request(DeleteHouseAdDocument, { input: { id } })).deleteHouseAd;
}

import { api } from '../../../shared/api/api.ts';
import {
  CreateHouseAdDocument,
  type CreateHouseAdMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/ads/createHouseAd.ts';
import { UpdateHouseAdDocument } from '../../../../content-engine/documents/generated/mutation/ads/updateHouseAd.ts';

export type HouseAdInput = CreateHouseAdMutationVariables['input'];

/** Creates the house ad, or updates house ad `id` (createHouseAd / updateHouseAd). */
export async function saveHouseAd({ id, input }: { id: number | null; input: HouseAdInput }) {
  if (id === null) return (await api.request(CreateHouseAdDocument, { input })).createHouseAd;
  return (await api.request(UpdateHouseAdDocument, { input: { ...input, id } })).updateHouseAd;
}

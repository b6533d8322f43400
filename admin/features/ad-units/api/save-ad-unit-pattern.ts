import { api } from '../../../shared/api/api.ts';
import {
  CreateAdUnitPatternDocument,
  type CreateAdUnitPatternMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/ads/createAdUnitPattern.ts';
import { UpdateAdUnitPatternDocument } from '../../../../content-engine/documents/generated/mutation/ads/updateAdUnitPattern.ts';

export type AdUnitPatternInput = CreateAdUnitPatternMutationVariables['input'];

/** Creates the pattern, or updates pattern `id` (createAdUnitPattern / updateAdUnitPattern). */
export async function saveAdUnitPattern({ id, input }: { id: number | null; input: AdUnitPatternInput }) {
  if (id === null) return (await api.request(CreateAdUnitPatternDocument, { input })).createAdUnitPattern;
  return (await api.request(UpdateAdUnitPatternDocument, { input: { ...input, id } })).updateAdUnitPattern;
}

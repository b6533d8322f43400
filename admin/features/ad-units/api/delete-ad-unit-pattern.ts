import { api } from '../../../shared/api/api.ts';
import { DeleteAdUnitPatternDocument } from '../../../../content-engine/documents/generated/mutation/ads/deleteAdUnitPattern.ts';

export async function deleteAdUnitPattern(id: number) {
  return (await api.request(DeleteAdUnitPatternDocument, { input: { id } })).deleteAdUnitPattern;
}

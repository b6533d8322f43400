import { api } from '../../../shared/api/api.ts';
import { GetOmedaDemographicStreamDocument } from '../../../../content-engine/documents/generated/query/membership/getOmedaDemographicStream.ts';
import type { DemographicQuestion } from './membership-types.ts';

/** The site's demographic questions (the Omeda demographic stream), all of them, by id. */
export async function getDemographics(): Promise<DemographicQuestion[]> {
  const { getOmedaDemographicStream } = await api.request(GetOmedaDemographicStreamDocument, { limit: 500 });
  return getOmedaDemographicStream.edges.map((edge) => edge.node);
}

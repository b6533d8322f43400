import type { Demographic } from '../../content-engine/memberships/demographic.ts';
import type { Membership } from '../../content-engine/memberships/membership.ts';
import type { SiteUserStub } from '../../content-engine/site-users/operations/get-site-user-stub.ts';
import { siteClient } from '../site-client.ts';
import { membershipQuestions, questionIds, type Question } from './demographic-answers.ts';

/** Spec public §9: demographic page size 10. */
const demographicPageSize = 10;

/** The pending registration of a link; throws the engine's message for an unknown, used or expired link. */
export async function loadStub(id: string): Promise<SiteUserStub> {
  const { getSiteUserStub } = await siteClient.mutate<{ getSiteUserStub: SiteUserStub }>('siteUser/getSiteUserStub', {
    id,
  });
  return getSiteUserStub;
}

export async function loadMembership(id: number): Promise<Membership> {
  const { getMembership } = await siteClient.query<{ getMembership: Membership }>('membership/getMembership', { id });
  return getMembership;
}

interface DemographicPage {
  getOmedaDemographicStream: { edges: { node: Demographic }[]; pageInfo: { hasNextPage: boolean } };
}

/** The membership's questions, 10 per call (getOmedaDemographicStream), required first. */
export async function loadQuestions(membership: Membership): Promise<Question[]> {
  const demographicIds = questionIds(membership);
  if (demographicIds.length === 0) return [];
  const loaded: Demographic[] = [];
  for (let skip = 0; ; skip += demographicPageSize) {
    const page = await siteClient.query<DemographicPage>('membership/getOmedaDemographicStream', {
      demographicIds,
      limit: demographicPageSize,
      skip,
    });
    const { edges, pageInfo } = page.getOmedaDemographicStream;
    loaded.push(...edges.map((edge) => edge.node));
    if (!pageInfo.hasNextPage || edges.length === 0) break;
  }
  return membershipQuestions(membership, loaded);
}

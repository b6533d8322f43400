import type { Membership } from '../../content-engine/memberships/membership.ts';
import { siteClient } from '../site-client.ts';

/** What the join pages show of a membership. */
export type MembershipChoice = Pick<Membership, 'id' | 'title' | 'alias' | 'isFree'>;

/** The memberships the site offers now (status 1), by id. */
export async function loadActiveMemberships(): Promise<MembershipChoice[]> {
  const { getMembershipStream } = await siteClient.query<{ getMembershipStream: { edges: { node: Membership }[] } }>(
    'membership/getMembershipStream',
    { status: 1 },
  );
  return getMembershipStream.edges.map(({ node }) => ({
    id: node.id,
    title: node.title,
    alias: node.alias,
    isFree: node.isFree,
  }));
}

export const noMembershipsMessage = 'Memberships are not available at this time.';
export const completeRegistrationFirstMessage = 'Please complete your registration.';

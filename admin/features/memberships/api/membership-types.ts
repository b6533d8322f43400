import type { GetMembershipQuery } from '../../../../content-engine/documents/generated/query/membership/getMembership.ts';
import type { GetOmedaDemographicStreamQuery } from '../../../../content-engine/documents/generated/query/membership/getOmedaDemographicStream.ts';

/** A membership as the admin reads and edits it (spec admin §3 "Membership"). */
export type MembershipItem = GetMembershipQuery['getMembership'];

/** The fields a create or update sends. */
export type MembershipInput = Omit<MembershipItem, 'id'>;

/** A demographic question of the site, as the form offers it. */
export type DemographicQuestion = GetOmedaDemographicStreamQuery['getOmedaDemographicStream']['edges'][number]['node'];

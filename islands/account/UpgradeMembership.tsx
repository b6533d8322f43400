import { useEffect, useState } from 'react';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { siteClient } from '../site-client.ts';
import { membershipOffers, type MembershipOffer } from './account-lists.ts';

interface MembershipNode {
  id: number;
  title: string;
  alias: string;
}

const activeMemberships = async (): Promise<MembershipNode[]> => {
  const { getMembershipStream } = await siteClient.query<{
    getMembershipStream: { edges: { node: MembershipNode }[] };
  }>('membership/getMembershipStream', { status: 1 });
  return getMembershipStream.edges.map((edge) => edge.node);
};

/** #upgrade-membership: the site's active memberships the user does not hold, linking to their sign-up pages. */
export function UpgradeMembership({ user }: { user: SiteUserInfo }) {
  const [offers, setOffers] = useState<MembershipOffer[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = user.missingMemberships.join(',');

  useEffect(() => {
    let current = true;
    if (!missing) return;
    activeMemberships().then(
      (memberships) => current && setOffers(membershipOffers(memberships, missing.split(',').map(Number))),
      (error: Error) => current && setFailure(error.message),
    );
    return () => void (current = false);
  }, [missing]);

  if (!missing) return <p>You hold every membership we offer.</p>;
  if (failure) return <p role="alert">{failure}</p>;
  if (!offers) return <p aria-busy="true">Loading memberships…</p>;
  return (
    <ul className="membership-offers">
      {offers.map((offer) => (
        <li key={offer.id}>
          <a href={offer.href}>Join {offer.title}</a>
        </li>
      ))}
    </ul>
  );
}

import type { Membership } from '../../../content-engine/memberships/membership.ts';
import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import type { PopulatedBlock } from '../../../content-engine/layouts/population/populate-grid.ts';

/** The tenant's active memberships; null when the tenant has no memberships module (the membership blocks are then dropped). */
export const loadOfferedMemberships = async (engine: SiteEngine): Promise<Membership[] | null> =>
  engine.tenant.modules.includes('memberships') ? engine.memberships() : null;

/**
 * The membership a membership_signup block signs up for: its `membershipAlias` or `membershipId`
 * setting, or the only one offered; undefined when none matches.
 */
export function membershipOfBlock(
  block: Pick<PopulatedBlock, 'settings'>,
  offered: readonly Membership[],
): Membership | undefined {
  const { membershipAlias, membershipId } = block.settings;
  if (typeof membershipAlias === 'string' && membershipAlias.trim())
    return offered.find((m) => m.alias === membershipAlias.trim());
  if (membershipId !== undefined && membershipId !== null && membershipId !== '')
    return offered.find((m) => m.id === Number(membershipId));
  return offered.length === 1 ? offered[0] : undefined;
}

import type { Membership } from '../../../content-engine/memberships/membership.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { tags } from '../../../content-engine/core/change-tags.ts';
import { defineBlockType } from '../block-type.ts';
import { loadOfferedMemberships } from '../shared/offered-memberships.ts';

/** membership_overview: the memberships offered; dropped when there are none. */
export const membershipOverviewBlock = defineBlockType<'membership_overview', Membership[] | null>({
  type: 'membership_overview',
  label: 'Membership overview',
  group: 'Site users & memberships',
  settings: blockSettingsSchema,
  load: (_props, engine) => loadOfferedMemberships(engine),
  // It shows the memberships offered: every membership change re-renders it.
  tags: () => [tags.memberships],
  isEmpty: ({ loaded }) => !loaded?.length,
});

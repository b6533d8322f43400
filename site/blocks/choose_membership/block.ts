import type { Membership } from '../../../content-engine/memberships/membership.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { tags } from '../../../content-engine/core/change-tags.ts';
import { defineBlockType } from '../block-type.ts';
import { loadOfferedMemberships } from '../shared/offered-memberships.ts';

/** choose_membership: the memberships offered; dropped without the memberships module. */
export const chooseMembershipBlock = defineBlockType<'choose_membership', Membership[] | null>({
  type: 'choose_membership',
  label: 'Choose membership',
  group: 'Site users & memberships',
  settings: blockSettingsSchema,
  load: (_props, engine) => loadOfferedMemberships(engine),
  // It shows the memberships offered: every membership change re-renders it.
  tags: () => [tags.memberships],
  isEmpty: ({ loaded }) => !loaded,
});

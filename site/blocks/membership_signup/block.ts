import { z } from 'zod';
import type { Membership } from '../../../content-engine/memberships/membership.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { tags } from '../../../content-engine/core/change-tags.ts';
import { defineBlockType } from '../block-type.ts';
import { loadOfferedMemberships, membershipOfBlock } from '../shared/offered-memberships.ts';

/** membership_signup: signs up for its membership (`membershipAlias` or `membershipId`, else the only one offered). */
export const membershipSignupBlock = defineBlockType<'membership_signup', Membership[] | null>({
  type: 'membership_signup',
  label: 'Membership signup',
  group: 'Site users & memberships',
  settings: blockSettingsSchema.extend({
    membershipAlias: z.string().optional(),
    membershipId: z.union([z.number(), z.string()]).optional(),
    registrationPath: z.string().optional(),
  }),
  load: (_props, engine) => loadOfferedMemberships(engine),
  // It shows the memberships offered: every membership change re-renders it.
  tags: () => [tags.memberships],
  isEmpty: ({ block, loaded }) => !membershipOfBlock(block, loaded ?? []),
});

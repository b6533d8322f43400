import type { Membership } from '../../../content-engine/memberships/membership.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { loadOfferedMemberships } from '../shared/offered-memberships.ts';

/** site_user_complete_registration: completes a registration; dropped without the memberships module. */
export const siteUserCompleteRegistrationBlock = defineBlockType<
  'site_user_complete_registration',
  Membership[] | null
>({
  type: 'site_user_complete_registration',
  label: 'Site user complete registration',
  group: 'Site users & memberships',
  settings: blockSettingsSchema,
  load: (_props, engine) => loadOfferedMemberships(engine),
  isEmpty: ({ loaded }) => !loaded,
});

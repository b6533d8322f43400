import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { subscribeOffer } from '../../../islands/newsletter/offered-subscriptions.ts';

/** subscribe: dropped when no enabled newsletter is shown in it (spec public §5). */
export const subscribeBlock = defineBlockType({
  type: 'subscribe',
  label: 'Newsletter subscribe',
  group: 'Other',
  settings: blockSettingsSchema,
  isEmpty: ({ settings }) => subscribeOffer(settings).newsletters.length === 0,
});

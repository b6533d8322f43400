import { subscribeOffer } from '../../../islands/newsletter/offered-subscriptions.ts';
import type { BlockDefinition } from '../types.ts';
import SubscribeBlock from './SubscribeBlock.astro';

/** The subscribe block, dropped when no enabled newsletter is shown in it (spec public §5). */
export const subscribeBlock: BlockDefinition = {
  component: SubscribeBlock,
  isEmpty: ({ settings }) => subscribeOffer(settings).newsletters.length === 0,
};

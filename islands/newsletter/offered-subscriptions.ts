import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import type { OfferedNewsletter } from '../account/NewsletterToggles.tsx';

/** What every subscribe widget (block, footer flyout, side pane) is rendered with: the same for every visitor. */
export interface SubscribeOffer {
  newsletters: OfferedNewsletter[];
  title: string;
  description: string;
}

/** The enabled newsletters shown in the subscribe block, and the block's title and description (site settings `newsletters`). */
export function subscribeOffer(settings: SiteSettings): SubscribeOffer {
  const { enabledNewsletters, subscribeBlockSettings } = settings.newsletters;
  return {
    newsletters: enabledNewsletters
      .filter((n) => n.showInSubscribeBlock)
      .map(({ id, title, description }) => ({ id, title, description })),
    title: subscribeBlockSettings.title,
    description: subscribeBlockSettings.description,
  };
}

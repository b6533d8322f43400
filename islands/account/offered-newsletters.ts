import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import type { OfferedNewsletter } from './NewsletterToggles.tsx';

/** What the account's toggles show of the site's enabled newsletters (the same for every visitor). */
export const offeredNewsletters = (settings: SiteSettings): OfferedNewsletter[] =>
  settings.newsletters.enabledNewsletters.map(({ id, title, description }) => ({ id, title, description }));

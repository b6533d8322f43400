import { useState } from 'react';
import { notify } from '../shared/notify.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import type { NewsletterTrackingSource } from '../../content-engine/shared/tracking-events.ts';
import { trackNewsletterSubscription } from '../tracking/track.ts';
import { setNewsletter } from './account-actions.ts';
import { newsletterToast, noNewslettersMessage, optOutQuestion } from './newsletter-messages.ts';

/** A newsletter the site offers (site settings `newsletters.enabledNewsletters`). */
export interface OfferedNewsletter {
  id: string;
  title: string;
  description: string;
}

/** The newsletter promo code of the address (spec public §2: pk or PK overrides the site's). */
const promoCodeOfAddress = () => {
  const params = new URLSearchParams(window.location.search);
  return params.get('pk') ?? params.get('PK');
};

/**
 * #manage-newsletters: each toggle opts in or out at once; opting out asks first (spec public §4, §5, §8).
 * The box shows the user's state, not the click: it flips only once the change is saved. Each
 * saved change is tracked (OptIn or OptOut) with `trackingSource`: the account page or the widget.
 */
export function NewsletterToggles({
  user,
  newsletters,
  trackingSource,
}: {
  user: SiteUserInfo;
  newsletters: OfferedNewsletter[];
  trackingSource: NewsletterTrackingSource;
}) {
  const [pending, setPending] = useState<string | null>(null);
  if (newsletters.length === 0) return <p>{noNewslettersMessage}</p>;

  const toggle = async (newsletterId: string, optIn: boolean) => {
    if (!optIn && !window.confirm(optOutQuestion)) return;
    setPending(newsletterId);
    try {
      await setNewsletter({ newsletterId, optIn, promoCode: promoCodeOfAddress() });
      notify.success(newsletterToast({ optIn, ok: true }));
      void trackNewsletterSubscription({
        source: trackingSource,
        action: optIn ? 'OptIn' : 'OptOut',
        newsletterIds: [newsletterId],
      });
    } catch {
      notify.error(newsletterToast({ optIn, ok: false }));
    } finally {
      setPending(null);
    }
  };

  return (
    <ul className="newsletter-toggles">
      {newsletters.map(({ id, title, description }) => {
        const subscribed = user.newsletters.includes(id);
        return (
          <li key={id}>
            <label>
              <input
                type="checkbox"
                checked={subscribed}
                disabled={pending !== null}
                onChange={(event) => {
                  event.currentTarget.checked = subscribed;
                  void toggle(id, !subscribed);
                }}
              />{' '}
              {title}
            </label>
            {description && <p className="newsletter-description">{description}</p>}
          </li>
        );
      })}
    </ul>
  );
}

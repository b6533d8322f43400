import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { NewsletterToggles, type OfferedNewsletter } from '../account/NewsletterToggles.tsx';
import { allSubscribedMessage } from './subscribe-texts.ts';

/**
 * A member's subscribe widget: the account's toggles (opt in or out at once, opt-out confirmed,
 * toasts of spec public §8 through the shared notifier), and the congratulations once they have
 * every newsletter on offer; each opt-in and opt-out is tracked (source NlWidgetAuthenticated). Loaded only for members.
 */
export default function MemberNewsletters({
  user,
  newsletters,
}: {
  user: SiteUserInfo;
  newsletters: OfferedNewsletter[];
}) {
  const hasAll = newsletters.length > 0 && newsletters.every((n) => user.newsletters.includes(n.id));
  return (
    <div className="member-newsletters">
      {hasAll && (
        <p className="form-message form-success" role="status">
          {allSubscribedMessage}
        </p>
      )}
      <NewsletterToggles user={user} newsletters={newsletters} trackingSource="NlWidgetAuthenticated" />
    </div>
  );
}

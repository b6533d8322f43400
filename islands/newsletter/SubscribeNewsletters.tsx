import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { OfferedNewsletter } from '../account/NewsletterToggles.tsx';
import { noNewslettersMessage } from '../account/newsletter-messages.ts';
import { promoCodeOf } from '../registration/registration-links.ts';
import { $session } from '../session/session-store.ts';
import { useMounted } from '../shared/use-mounted.ts';
import { AnonymousSubscribeForm } from './AnonymousSubscribeForm.tsx';

// Members are few: their toggles and toasts load only for them.
const MemberNewsletters = lazy(() => import('./MemberNewsletters.tsx'));

interface Props {
  newsletters: OfferedNewsletter[];
  /** Unique per widget on the page (block, footer flyout, side pane). */
  idPrefix: string;
}

/**
 * The subscribe block, the footer's Sign Up flyout and the subscribe side pane (spec public §2,
 * §4): empty in the server's HTML, then the member's toggles or the anonymous form.
 */
export default function SubscribeNewsletters({ newsletters, idPrefix }: Props) {
  const session = useStore($session);
  const mounted = useMounted();
  if (!mounted || session.status === 'loading') return <div className="subscribe-loading" aria-busy="true" />;
  if (session.status === 'member') {
    return (
      <Suspense fallback={<div className="subscribe-loading" aria-busy="true" />}>
        <MemberNewsletters user={session.user} newsletters={newsletters} />
      </Suspense>
    );
  }
  if (newsletters.length === 0) return <p>{noNewslettersMessage}</p>;
  return (
    <AnonymousSubscribeForm
      newsletters={newsletters}
      promoCode={promoCodeOf(new URLSearchParams(window.location.search))}
      idPrefix={idPrefix}
    />
  );
}

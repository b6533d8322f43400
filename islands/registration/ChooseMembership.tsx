import { useEffect, useState, type MouseEvent } from 'react';
import { notify } from '../../content-engine/client/toasts.tsx';
import { FormMessage } from '../shared/FormField.tsx';
import { useMounted } from '../shared/use-mounted.ts';
import { isRegistrationPath } from '../session/account-menu-items.ts';
import {
  completeRegistrationFirstMessage,
  loadActiveMemberships,
  noMembershipsMessage,
  type MembershipChoice,
} from './active-memberships.ts';
import { signupHref } from './registration-links.ts';
import { trackFunnelStep } from '../tracking/track-funnel-step.ts';

type State =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; memberships: MembershipChoice[] };

/**
 * /membership/choose and the choose_membership block (spec public §2, §5): the site's active
 * memberships, each joined at /membership/signup/{alias} with redirectTo and pk carried along.
 */
export default function ChooseMembership({ heading = 'Choose a membership' }: { heading?: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const mounted = useMounted();

  useEffect(() => {
    trackFunnelStep('joinPageView');
    loadActiveMemberships().then(
      (memberships) => setState({ status: 'ready', memberships }),
      (error: Error) => setState({ status: 'failed', message: error.message }),
    );
  }, []);

  const choose = (event: MouseEvent) => {
    if (!isRegistrationPath(window.location.pathname)) return;
    event.preventDefault();
    notify.info(completeRegistrationFirstMessage);
  };
  const params = new URLSearchParams(mounted ? window.location.search : '');

  return (
    <section className="choose-membership" aria-busy={state.status === 'loading'}>
      <h1>{heading}</h1>
      {state.status === 'failed' && <FormMessage error={state.message} />}
      {state.status === 'ready' && state.memberships.length === 0 && (
        <p className="no-memberships">{noMembershipsMessage}</p>
      )}
      {state.status === 'ready' && state.memberships.length > 0 && (
        <ul className="membership-choices">
          {state.memberships.map((membership) => (
            <li key={membership.id} className="membership-choice">
              <h2>{membership.title}</h2>
              <p className="membership-price">{membership.isFree ? 'Free' : 'Paid membership'}</p>
              <a
                className="membership-join"
                href={signupHref(membership.alias, params)}
                onClick={choose}
                aria-label={`Join ${membership.title}`}
              >
                Join
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

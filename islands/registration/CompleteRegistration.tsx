import { useEffect, useState } from 'react';
import type { Membership } from '../../content-engine/memberships/membership.ts';
import type { SiteUserStub } from '../../content-engine/site-users/operations/get-site-user-stub.ts';
import { FormMessage } from '../shared/FormField.tsx';
import { CompleteRegistrationForm, type NewsletterChoice } from './CompleteRegistrationForm.tsx';
import type { Question } from './demographic-answers.ts';
import { loadMembership, loadQuestions, loadStub } from './load-registration.ts';
import { linkIdOf } from './registration-links.ts';
import { trackFunnelStep } from '../tracking/track-funnel-step.ts';

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; linkId: string; stub: SiteUserStub; membership: Membership; questions: Question[] };

export const missingLinkMessage = 'This registration link is incomplete. Open the link in your e-mail again.';

/** Loads the link's pending registration, its membership and questions; a bad link shows only its error. */
async function loadAll(): Promise<State> {
  const linkId = linkIdOf(new URLSearchParams(window.location.search));
  if (!linkId) return { status: 'failed', message: missingLinkMessage };
  let stub: SiteUserStub;
  try {
    stub = await loadStub(linkId);
  } catch (error) {
    return { status: 'failed', message: (error as Error).message };
  }
  try {
    const membership = await loadMembership(stub.membershipId);
    return { status: 'ready', linkId, stub, membership, questions: await loadQuestions(membership) };
  } catch (error) {
    // Spec public §8: demographic load failure.
    return { status: 'failed', message: `Failed: ${(error as Error).message}` };
  }
}

/** /account/complete-registration and the site_user_complete_registration block: the e-mailed link (`?id=`) opens here. */
export default function CompleteRegistration({ newsletters }: { newsletters: NewsletterChoice[] }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    trackFunnelStep('completeRegistrationPageView');
    void loadAll().then(setState);
  }, []);

  return (
    <div className="complete-registration" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && <p>Loading…</p>}
      {state.status === 'failed' && (
        <>
          <h1>Complete your registration</h1>
          <FormMessage error={state.message} />
        </>
      )}
      {state.status === 'ready' && <CompleteRegistrationForm {...state} newsletters={newsletters} />}
    </div>
  );
}

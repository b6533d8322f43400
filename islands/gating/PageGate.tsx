import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { meterText, type Meter } from '../../content-engine/shared/gating/meter.ts';
import { $session } from '../session/session-store.ts';
import { siteClient } from '../site-client.ts';
import { $gate } from './gate-store.ts';
import { GatePrompt } from './GatePrompt.tsx';
import { decidePageOnce } from './page-decision.ts';
import type { PageGateFacts } from './page-gate-facts.ts';

const hideBlocks = (types: readonly string[]) => {
  for (const type of types) document.querySelectorAll<HTMLElement>(`.block-${type}`).forEach((element) => (element.hidden = true));
};

/**
 * The content body's gate (spec public §4): decides the visit, then shows the rest of a
 * membership-gated body fetched from the engine, or locks a soft-gated body, hides the blocks a
 * failed gate hides and shows the meter's text.
 */
export default function PageGate(facts: PageGateFacts) {
  const session = useStore($session);
  const decision = useStore($gate);
  const [meter, setMeter] = useState<Meter | null>(null);
  const [rest, setRest] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (session.status === 'loading') return;
    let current = true;
    void decidePageOnce(facts, session.status === 'member' ? session.user : null).then(async ({ decision, meter }) => {
      if (!current) return;
      setMeter(meter);
      hideBlocks(decision.hiddenBlockTypes);
      document.querySelector('.content-body')?.classList.toggle('gate-locked', !decision.fullBody);
      if (!decision.fullBody || !facts.bodyIsPartial) return;
      try {
        const { getGatedContentBody } = await siteClient.query<{ getGatedContentBody: { html: string | null } }>('gatedContent/getGatedContentBody', { contentId: facts.contentId });
        if (current) setRest(getGatedContentBody.html);
      } catch (error) {
        if (current) setFailure((error as Error).message);
      }
    });
    return () => void (current = false);
    // The facts are the page's and never change; only the session's arrival decides.
  }, [session.status]);

  if (rest) return <div className="gated-rest" dangerouslySetInnerHTML={{ __html: rest }} />;
  if (failure) return <p className="gate-error" role="alert">{failure}</p>;
  if (!decision) return null;
  if (decision.fullBody) {
    if (!meter || decision.status === 'passed') return null;
    const template = decision.meterStatus === 'passed-metered-out' ? facts.texts.lastView : facts.texts.viewsRemaining;
    return <p className="meter-notice" role="status">{meterText(template, meter)}</p>;
  }
  return <GatePrompt facts={facts} meter={meter} />;
}

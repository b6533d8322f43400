import { useEffect, useRef, useState } from 'react';
import { meterText } from '../../content-engine/shared/gating/meter.ts';
import { siteClient } from '../site-client.ts';
import { GatePrompt } from './GatePrompt.tsx';
import type { PageGateFacts } from './page-gate-facts.ts';
import { usePageDecision } from './use-page-decision.ts';

const hideBlocks = (scope: ParentNode, types: readonly string[]) => {
  for (const type of types)
    scope.querySelectorAll<HTMLElement>(`.block-${type}`).forEach((element) => (element.hidden = true));
};

/**
 * The content body's gate (spec public §4): decides the visit, then shows the rest of a
 * membership-gated body fetched from the engine, or locks a soft-gated body, hides the blocks a
 * failed gate hides and shows the meter's text. In an article load-more added, all of this stays
 * within that article's part.
 */
export default function PageGate(facts: PageGateFacts) {
  const outcome = usePageDecision(facts);
  const root = useRef<HTMLDivElement>(null);
  const [rest, setRest] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = root.current;
    if (!outcome || !element) return;
    const { decision } = outcome;
    hideBlocks(element.closest('.load-more-page') ?? document, decision.hiddenBlockTypes);
    element.closest('.content-body')?.classList.toggle('gate-locked', !decision.fullBody);
    if (!decision.fullBody || !facts.bodyIsPartial) return;
    let current = true;
    siteClient
      .query<{ getGatedContentBody: { html: string | null } }>('gatedContent/getGatedContentBody', {
        contentId: facts.contentId,
      })
      .then(
        ({ getGatedContentBody }) => {
          if (current) setRest(getGatedContentBody.html);
        },
        (error: Error) => {
          if (current) setFailure(error.message);
        },
      );
    return () => void (current = false);
  }, [outcome]);

  return (
    <div ref={root} className="page-gate">
      {gateContent()}
    </div>
  );

  function gateContent() {
    if (rest) return <div className="gated-rest" dangerouslySetInnerHTML={{ __html: rest }} />;
    if (failure)
      return (
        <p className="gate-error" role="alert">
          {failure}
        </p>
      );
    if (!outcome) return null;
    const { decision, meter } = outcome;
    if (decision.fullBody) {
      if (!meter || decision.status === 'passed') return null;
      const template =
        decision.meterStatus === 'passed-metered-out' ? facts.texts.lastView : facts.texts.viewsRemaining;
      return (
        <p className="meter-notice" role="status">
          {meterText(template, meter)}
        </p>
      );
    }
    return <GatePrompt facts={facts} meter={meter} />;
  }
}

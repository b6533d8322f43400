import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GateDecision } from '../../content-engine/shared/gating/gate.ts';
import type { Meter } from '../../content-engine/shared/gating/meter.ts';
import { $session } from '../session/session-store.ts';
import { decidePageOnce } from './page-decision.ts';
import type { PageGateFacts } from './page-gate-facts.ts';

/** The page's gate decision for this visitor once the session is known (null while deciding). */
export function usePageDecision(facts: PageGateFacts): { decision: GateDecision; meter: Meter | null } | null {
  const session = useStore($session);
  const [outcome, setOutcome] = useState<{ decision: GateDecision; meter: Meter | null } | null>(null);
  useEffect(() => {
    if (session.status === 'loading') return;
    let current = true;
    void decidePageOnce(facts, session.status === 'member' ? session.user : null).then((decided) => {
      if (current) setOutcome(decided);
    });
    return () => void (current = false);
    // The facts are the page's and never change; only the session's arrival decides.
  }, [session.status]);
  return outcome;
}

import type { GateDecision } from '../../content-engine/shared/gating/gate.ts';
import type { Meter } from '../../content-engine/shared/gating/meter.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { decidePageGate } from './decide-gate.ts';
import { $gate } from './gate-store.ts';
import type { PageGateFacts } from './page-gate-facts.ts';

let decided: { key: string; outcome: Promise<{ decision: GateDecision; meter: Meter | null }> } | null = null;

/**
 * The page's gate, decided once per visitor however many gate islands the page has (body, gating
 * form, omeda gated content): the meter counts the visit once. Publishes the decision in `$gate`.
 */
export function decidePageOnce(facts: PageGateFacts, user: SiteUserInfo | null) {
  const key = `${facts.contentId}:${user?.id ?? 'anonymous'}:${user?.memberships.join(',') ?? ''}`;
  if (decided?.key !== key) {
    const outcome = decidePageGate(facts, user);
    decided = { key, outcome };
    void outcome.then(({ decision }) => { if (decided?.key === key) $gate.set(decision); });
  }
  return decided.outcome;
}

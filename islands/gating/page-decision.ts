import type { GateDecision } from '../../content-engine/shared/gating/gate.ts';
import type { Meter } from '../../content-engine/shared/gating/meter.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { decidePageGate } from './decide-gate.ts';
import { $gate } from './gate-store.ts';
import type { PageGateFacts } from './page-gate-facts.ts';

type Outcome = { decision: GateDecision; meter: Meter | null };

/** The latest decision of each article (by content id), for the visitor it was made for. */
const decided = new Map<number, { visitor: string; outcome: Promise<Outcome> }>();

/**
 * An article's gate, decided once per visitor however many gate islands it has (body, gating
 * form, omeda gated content): the meter counts the visit once. A page's own article and each
 * article load-more adds are decided apart. Publishes the decision in `$gate`.
 */
export function decidePageOnce(facts: PageGateFacts, user: SiteUserInfo | null): Promise<Outcome> {
  const visitor = `${user?.id ?? 'anonymous'}:${user?.memberships.join(',') ?? ''}`;
  const known = decided.get(facts.contentId);
  if (known?.visitor === visitor) return known.outcome;
  const entry = { visitor, outcome: decidePageGate(facts, user) };
  decided.set(facts.contentId, entry);
  void entry.outcome.then(({ decision }) => {
    if (decided.get(facts.contentId) === entry) $gate.setKey(String(facts.contentId), decision);
  });
  return entry.outcome;
}

import { evaluateGate, type GateDecision } from '../../content-engine/shared/gating/gate.ts';
import { meterStatus, type Meter } from '../../content-engine/shared/gating/meter.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { countMeteredView } from './meter-store.ts';
import type { PageGateFacts } from './page-gate-facts.ts';
import { siteLicenseCompany } from './site-license.ts';

/**
 * Decides this visit's gate: members and licensed addresses pass without touching the meter;
 * everyone else on a metered page spends a view (a repeated item costs nothing).
 */
export async function decidePageGate(
  facts: PageGateFacts,
  user: SiteUserInfo | null,
): Promise<{ decision: GateDecision; meter: Meter | null }> {
  const licence = facts.ipGating ? await siteLicenseCompany() : null;
  const base = {
    page: facts.page,
    user: user ? { memberships: user.memberships } : null,
    siteLicenseCompany: licence,
    verifiedCrawler: false,
  };
  const withoutMeter = evaluateGate({ ...base, meter: null });
  if (withoutMeter.status === 'passed' || !facts.metered) return { decision: withoutMeter, meter: null };
  const meter = countMeteredView(facts.contentId, facts.meterSettings);
  return { decision: evaluateGate({ ...base, meter: meterStatus(meter) }), meter };
}

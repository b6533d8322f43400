import { GatePrompt } from './GatePrompt.tsx';
import type { PageGateFacts } from './page-gate-facts.ts';
import { usePageDecision } from './use-page-decision.ts';

/** Omeda gates ask for a short registration; membership gates ask to join. */
const promptText = (facts: PageGateFacts) =>
  facts.page.membershipIds.length > 0 || facts.page.type === 'zmag'
    ? 'This content is for members. Log in or join to get access.'
    : 'Register or log in to get access to this content.';

/**
 * The gating_form block (spec public §4): asks a visitor who has not passed the page's gate to
 * register, join or log in; hidden once the gate is passed (also when passed but the meter failed).
 */
export default function GatingForm(facts: PageGateFacts) {
  const outcome = usePageDecision(facts);
  if (!outcome || outcome.decision.status === 'passed' || outcome.decision.hideGatingForm) return null;
  return <GatePrompt facts={facts} meter={null} message={promptText(facts)} />;
}

import { GatePrompt } from './GatePrompt.tsx';
import type { PageGateFacts } from './page-gate-facts.ts';
import { usePageDecision } from './use-page-decision.ts';

interface Props {
  facts: PageGateFacts;
  resource: { href: string; label: string };
}

/**
 * The omeda_gated_page_content block: the item's gated resource (its file or link) for a visitor
 * past the registration gate or whose meter still has views; the gate's prompt otherwise.
 */
export default function OmedaGatedContent({ facts, resource }: Props) {
  const outcome = usePageDecision(facts);
  if (!outcome) return null;
  if (!outcome.decision.fullBody)
    return (
      <GatePrompt facts={facts} meter={outcome.meter} message="Register or log in to get access to this content." />
    );
  return (
    <p className="omeda-gated-resource">
      <a
        className="button"
        href={resource.href}
        target={resource.href.startsWith('/') ? undefined : '_blank'}
        rel="noopener"
      >
        {resource.label}
      </a>
    </p>
  );
}

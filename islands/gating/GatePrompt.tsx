import { meterText, type Meter } from '../../content-engine/shared/gating/meter.ts';
import { loginHref } from '../session/account-menu-items.ts';
import type { PageGateFacts } from './page-gate-facts.ts';

/** What a locked page asks of the visitor: join (or register, when the meter ran out) or log in, then come back here. */
export function GatePrompt({ facts, meter, message }: { facts: PageGateFacts; meter: Meter | null; message?: string }) {
  const here = `${window.location.pathname}${window.location.search}`;
  const text =
    message ??
    (meter
      ? meterText(facts.texts.meteredOut, meter)
      : 'The rest of this article is for members. Log in or join to keep reading.');
  return (
    <div className="gate-panel" role="region" aria-label="Members only">
      <p>{text}</p>
      <p className="gate-actions">
        <a className="gate-join" href={`/membership/choose?redirectTo=${encodeURIComponent(here)}`}>
          {meter ? facts.texts.register : facts.texts.join}
        </a>
        <a className="gate-login" href={loginHref(here)}>
          Login
        </a>
      </p>
    </div>
  );
}

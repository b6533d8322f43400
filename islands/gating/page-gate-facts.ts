import type { GatedPage } from '../../content-engine/shared/gating/gate.ts';
import type { MeterSettings } from '../../content-engine/shared/gating/meter.ts';

/** What the static page tells its gate island; nothing visitor-specific. */
export interface PageGateFacts {
  contentId: number;
  page: GatedPage;
  /** The body in the HTML stops after its ungated paragraphs (membership gate): the rest is fetched once entitled. */
  bodyIsPartial: boolean;
  /** Metering is on for this page: the meter may open a soft gate. */
  metered: boolean;
  /** The site lets licensed addresses pass (settings memberships.allowIpGating): only then is the licence looked up. */
  ipGating: boolean;
  meterSettings: MeterSettings;
  texts: { viewsRemaining: string; lastView: string; meteredOut: string; register: string; join: string };
}

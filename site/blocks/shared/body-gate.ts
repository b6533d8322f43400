import type { ContentNode } from '../../../content-engine/content/content-node.ts';
import { gatePageOfNode } from '../../../content-engine/content/gate-page-of-node.ts';
import type { WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import { gateTypeOf, ungatedParagraphs } from '../../../content-engine/shared/gating/gate.ts';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import type { PageGateFacts } from '../../../islands/gating/page-gate-facts.ts';
import { joinButtonLabel } from '../../lib/join-label.ts';

/** A gated body cut in two, and the facts the gate islands decide with. */
export interface BodyGate {
  teaser: string;
  rest: string;
  facts: PageGateFacts;
}

/**
 * How a content body is cut for its gate: the ungated paragraphs, then the rest (already absent
 * when the engine cut a membership-gated body), and the facts the gate island decides with.
 * Null when the page has no gate and no meter.
 */
export function bodyGate(
  content: ContentNode,
  settings: SiteSettings,
  { membershipsModule }: { membershipsModule: boolean },
): BodyGate | null {
  const page = gatePageOfNode(content);
  const gateType = gateTypeOf(page);
  const { contentMetering, ungatedParagraphs: ungated } = settings.memberships;
  const metered = membershipsModule && contentMetering.enabled && gateType !== 'membership';
  if (!gateType && !metered) return null;
  const { teaser, rest } = content.bodyIsPartial
    ? { teaser: content.body ?? '', rest: '' }
    : ungatedParagraphs(content.body ?? '', ungated);
  return {
    teaser,
    rest,
    facts: {
      contentId: content.id,
      page: { ...page, metered },
      bodyIsPartial: content.bodyIsPartial,
      metered,
      ipGating: settings.memberships.allowIpGating,
      meterSettings: {
        numberOfFreeViews: contentMetering.numberOfFreeViews,
        meteringPeriod: contentMetering.meteringPeriod,
      },
      texts: {
        viewsRemaining: contentMetering.viewsRemainingText,
        lastView: contentMetering.lastViewText,
        meteredOut: contentMetering.meteredOutText,
        register: contentMetering.buttonLabel,
        join: joinButtonLabel(settings),
      },
    },
  };
}

/**
 * The page's body gate, worked out once per page by the Grid and handed to every block (the
 * content body, gating form and omeda blocks read it). Null off content pages.
 */
export function pageBodyGate(
  page: WebsiteLayoutPage,
  settings: SiteSettings,
  options: { membershipsModule: boolean },
): BodyGate | null {
  const content = page.pageType === 'content' ? page.pageData : null;
  return content ? bodyGate(content, settings, options) : null;
}

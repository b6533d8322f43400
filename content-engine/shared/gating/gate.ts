import { meterPassed, type MeterStatus } from './meter.ts';

export { ungatedParagraphs } from './ungated-paragraphs.ts';

/**
 * A membership gate is hard (only members pass); an omeda gate is a registration survey the meter
 * can open; a metered page (metering on, no other gate) is a soft gate the meter opens until it
 * runs out, and any membership passes it.
 */
export type GateType = 'membership' | 'omeda' | 'metered';

/** What of a page decides its gate: page data `type`, `membership` ids and `gating.surveyType`. */
export interface GatedPage {
  type: string;
  membershipIds: readonly number[];
  surveyType: string | null;
  /** Metering is on for this page (site settings, memberships module): without another gate it is metered. */
  metered?: boolean;
}

/** Everything that decides whether a visitor gets past a page's gate. */
export interface GateInput {
  page: GatedPage;
  /** The logged-in site user, or null for an anonymous visitor. */
  user: { memberships: readonly number[] } | null;
  /** The company whose site licence covers the visitor's address, if any. */
  siteLicenseCompany: string | null;
  /** A crawler proven by user agent and reverse DNS (Googlebot), never by user agent alone. */
  verifiedCrawler: boolean;
  /** The visitor's meter status, or null when metering is off or no meter is read. */
  meter: MeterStatus | null;
}

/** The outcome of a gate (spec public §4 "Gate status"). */
export interface GateDecision {
  gateType: GateType | null;
  status: 'passed' | 'failed';
  meterStatus: MeterStatus;
  /** Block types the page must not show. */
  hiddenBlockTypes: readonly string[];
  hideGatingForm: boolean;
  /** Whether the whole body may be shown, not just its ungated paragraphs. */
  fullBody: boolean;
}

/** Block types hidden from a visitor who fails a non-omeda gate and the meter. */
export const blockTypesHiddenWhenLocked: readonly string[] = Object.freeze([
  'image_gallery',
  'video_player',
  'content_sidebars',
  'document_download',
  'zmag_embed',
  'simplemaps_us',
]);

/** CSS selector of the element wrapping a body's gated part (structured data `hasPart.cssSelector`). */
export const paywallSelector = '.gated-body';

/** Membership when the page is a zmag or names memberships; else omeda when it has a survey type; else metered when metering is on; else not gated. */
export function gateTypeOf(page: GatedPage): GateType | null {
  if (page.type === 'zmag' || page.membershipIds.length > 0) return 'membership';
  if (page.surveyType?.trim()) return 'omeda';
  return page.metered ? 'metered' : null;
}

/** The decision for a page that is not gated: passed, nothing hidden, the whole body shown. */
export function ungatedDecision(meter: MeterStatus | null): GateDecision {
  return {
    gateType: null,
    status: 'passed',
    meterStatus: meter ?? 'failed-metered',
    hiddenBlockTypes: [],
    hideGatingForm: false,
    fullBody: true,
  };
}

/**
 * Decides a page's gate for a visitor. Passed with a qualifying membership (one of the page's
 * membership ids; any membership for a zmag without ids and for an omeda gate), a site licence
 * company or a verified crawler. The meter opens the body of an omeda gate, never of a membership gate.
 */
export function evaluateGate(input: GateInput): GateDecision {
  const gateType = gateTypeOf(input.page);
  if (!gateType) return ungatedDecision(input.meter);
  const passed = hasQualifyingMembership(gateType, input) || Boolean(input.siteLicenseCompany) || input.verifiedCrawler;
  const meterStatus = input.meter ?? 'failed-metered';
  const meterOpen = meterPassed(meterStatus);
  return {
    gateType,
    status: passed ? 'passed' : 'failed',
    meterStatus,
    hiddenBlockTypes: !passed && !meterOpen && gateType !== 'omeda' ? blockTypesHiddenWhenLocked : [],
    hideGatingForm: passed && !meterOpen,
    fullBody: passed || (gateType !== 'membership' && meterOpen),
  };
}

function hasQualifyingMembership(gateType: GateType, { page, user }: GateInput): boolean {
  const held = user?.memberships ?? [];
  if (gateType !== 'membership' || page.membershipIds.length === 0) return held.length > 0;
  return held.some((id) => page.membershipIds.includes(id));
}

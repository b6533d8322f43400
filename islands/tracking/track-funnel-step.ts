import type { BrowserFunnelStep } from '../../content-engine/shared/registration-funnel.ts';
import { sendTrackingEvent } from './send-tracking-event.ts';

const viewed = new Set<BrowserFunnelStep>();

/**
 * Reports a step of the registration funnel from a registration island (ADR 0069); a page's view
 * step once per page, however many of its blocks show the join or registration form. Never throws.
 */
export function trackFunnelStep(step: BrowserFunnelStep, details: { membershipId?: number } = {}): void {
  if (step.endsWith('PageView')) {
    if (viewed.has(step)) return;
    viewed.add(step);
  }
  void sendTrackingEvent('registration', { step, ...details });
}

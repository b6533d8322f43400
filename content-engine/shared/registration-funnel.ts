/**
 * The registration funnel (spec public §3 enumerations; ADR 0069): its steps, stored as
 * `registration` tracking events whose payload's `step` names one. Browser-safe.
 */

/** Steps a page reports through `trackRegistration`: join and login link clicks, views of the registration pages, form submits. */
export const browserFunnelSteps = [
  'joinLinkClick',
  'loginLinkClick',
  'joinPageView',
  'joinFormSubmit',
  'completeRegistrationPageView',
  'completeRegistrationFormSubmit',
] as const;

/** Steps only the engine records, when the thing happened: a visitor cannot send them. */
export const serverFunnelSteps = [
  'confirmationEmailSent',
  'reminder1hSent',
  'reminder24hSent',
  'registrationCompleted',
] as const;

export type BrowserFunnelStep = (typeof browserFunnelSteps)[number];
export type ServerFunnelStep = (typeof serverFunnelSteps)[number];
export type FunnelStep = BrowserFunnelStep | ServerFunnelStep;

/** Every step, in the order a registration passes them (for reports). */
export const funnelSteps: readonly FunnelStep[] = [
  'joinLinkClick',
  'loginLinkClick',
  'joinPageView',
  'joinFormSubmit',
  'confirmationEmailSent',
  'reminder1hSent',
  'reminder24hSent',
  'completeRegistrationPageView',
  'completeRegistrationFormSubmit',
  'registrationCompleted',
];

/** The tracking event type funnel steps are stored under (`tracking_events.type`). */
export const funnelEventType = 'registration' as const;

/** Where a join or login link leads: the paths the funnel's link clicks are counted for. */
export function funnelLinkStep(path: string): 'joinLinkClick' | 'loginLinkClick' | null {
  if (path === '/membership/choose' || path.startsWith('/membership/signup/')) return 'joinLinkClick';
  if (path === '/account/login') return 'loginLinkClick';
  return null;
}

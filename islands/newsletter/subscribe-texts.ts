export { newsletterSignupTexts } from '../../content-engine/shared/newsletter-signup.ts';

/** Shown above a member's toggles once they have every newsletter on offer (spec public §8). */
export const allSubscribedMessage =
  'Congrats, you have subscribed to all of our newsletters! Please check back later to see if we have added any new ones.';

/** The consent box's label; the law it is asked under is the engine's concern (CASL for Canada, else GDPR). */
export const consentLabel =
  'I agree to receive these newsletters and related communications from this site. I can withdraw my consent at any time.';

import type { CaptchaProvider } from '../core/captcha.ts';

/** The local provider's site key: the islands skip Google's script when they see it. */
export const localCaptchaKey = 'local-test-key';
/** The only token the local provider accepts. */
export const localCaptchaToken = 'local-test-token';

/** A captcha for development and tests: no network, and one known token passes. */
export function createLocalCaptcha(): CaptchaProvider {
  return {
    name: 'local',
    siteKey: localCaptchaKey,
    verify: async ({ token }) => token === localCaptchaToken,
  };
}

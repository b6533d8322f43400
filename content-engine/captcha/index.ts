import type { EngineContext } from '../core/context.ts';
import { badInput } from '../core/validate.ts';
import type { CaptchaProvider } from './captcha.ts';
import { createGoogleRecaptcha } from './google-recaptcha.ts';
import { createLocalCaptcha } from './local-captcha.ts';

export type { CaptchaProvider, CaptchaCheck } from './captcha.ts';
export { localCaptchaKey, localCaptchaToken } from './local-captcha.ts';

/** Google reCAPTCHA when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are both set, else the local test provider. */
export function createCaptcha(env: NodeJS.ProcessEnv = process.env): CaptchaProvider {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim();
  if (siteKey && secretKey) {
    const minScore = env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : undefined;
    return createGoogleRecaptcha({ siteKey, secretKey, minScore: Number.isFinite(minScore) ? minScore : undefined });
  }
  return createLocalCaptcha();
}

let captcha: CaptchaProvider | undefined;

/** The process-wide captcha provider, created from the environment on first use. */
export function getCaptcha(): CaptchaProvider {
  captcha ??= createCaptcha();
  return captcha;
}

/** Replaces the process-wide provider (tests); `undefined` goes back to the environment's. */
export function setCaptchaForTests(replacement: CaptchaProvider | undefined) {
  captcha = replacement;
}

export const captchaFailedMessage = 'The reCAPTCHA check failed. Please try again.';

/** BAD_USER_INPUT on `recaptchaToken` unless the token passes the configured provider. */
export async function assertCaptcha(
  ctx: Pick<EngineContext, 'ip'>,
  { token, action }: { token: string | null | undefined; action: string },
) {
  const passed = Boolean(token) && (await getCaptcha().verify({ token: token ?? '', action, ip: ctx.ip }));
  if (!passed) throw badInput('recaptchaToken', captchaFailedMessage);
}

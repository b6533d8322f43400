import type { EngineContext } from '../core/context.ts';
import { badInput } from '../core/validate.ts';

export { createGoogleRecaptcha } from './google-recaptcha.ts';
export { createLocalCaptcha, localCaptchaKey, localCaptchaToken } from './local-captcha.ts';

export const captchaFailedMessage = 'The reCAPTCHA check failed. Please try again.';

/** BAD_USER_INPUT on `recaptchaToken` unless the token passes the engine's captcha provider. */
export async function assertCaptcha(
  ctx: Pick<EngineContext, 'ip' | 'captcha'>,
  { token, action }: { token: string | null | undefined; action: string },
) {
  const passed = Boolean(token) && (await ctx.captcha.verify({ token: token ?? '', action, ip: ctx.ip }));
  if (!passed) throw badInput('recaptchaToken', captchaFailedMessage);
}

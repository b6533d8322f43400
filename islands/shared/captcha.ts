import { tokenFor } from '../../content-engine/client/recaptcha.ts';
import { siteClient } from '../site-client.ts';

/** The site key, asked for once per page; a failed answer is forgotten, so the next token asks again. */
let siteKey: Promise<string> | null = null;

/** A captcha token for one action (spec public §7: the site key comes from getReCAPTCHAPublicKey). */
export async function captchaToken(action: string): Promise<string> {
  const key = await (siteKey ??= siteClient
    .query<{ getReCAPTCHAPublicKey: { key: string } }>('siteUser/getReCAPTCHAPublicKey')
    .then((result) => result.getReCAPTCHAPublicKey.key)
    .catch((error: unknown) => ((siteKey = null), Promise.reject(error))));
  return tokenFor(key, action);
}

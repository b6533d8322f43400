import { GetReCaptchaPublicKeyDocument } from '../../../content-engine/documents/generated/query/siteUser/getReCAPTCHAPublicKey.ts';
import { tokenFor } from '../../../content-engine/client/recaptcha.ts';
import { api } from '../api/api.ts';

/** A captcha token for the sign-in that the engine asked for (CAPTCHA_REQUIRED); the site key comes from getReCAPTCHAPublicKey. */
export async function loginCaptchaToken(): Promise<string> {
  const { getReCAPTCHAPublicKey } = await api.request(GetReCaptchaPublicKeyDocument);
  return tokenFor(getReCAPTCHAPublicKey.key, 'login');
}

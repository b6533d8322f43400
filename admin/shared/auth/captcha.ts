import { GetReCaptchaPublicKeyDocument } from '../../../content-engine/documents/generated/query/siteUser/getReCAPTCHAPublicKey.ts';
import { api } from '../api/api.ts';

/** The key the engine's local test provider answers with; its tokens need no Google script. */
const localCaptchaKey = 'local-test-key';
const localCaptchaToken = 'local-test-token';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(key: string, options: { action: string }): Promise<string>;
}

const loadScript = (key: string) =>
  new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    tag.async = true;
    tag.onload = () =>
      (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha.ready(() =>
        resolve((window as unknown as { grecaptcha: Grecaptcha }).grecaptcha),
      );
    tag.onerror = () => reject(new Error('The reCAPTCHA script could not be loaded.'));
    document.head.append(tag);
  });

/** A captcha token for the sign-in that the engine asked for (CAPTCHA_REQUIRED); the site key comes from getReCAPTCHAPublicKey. */
export async function loginCaptchaToken(): Promise<string> {
  const { getReCAPTCHAPublicKey } = await api.request(GetReCaptchaPublicKeyDocument);
  if (getReCAPTCHAPublicKey.key === localCaptchaKey) return localCaptchaToken;
  return (await loadScript(getReCAPTCHAPublicKey.key)).execute(getReCAPTCHAPublicKey.key, { action: 'login' });
}

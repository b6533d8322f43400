import { siteClient } from '../site-client.ts';

/** The key the engine's local test provider answers with; its tokens need no Google script. */
export const localCaptchaKey = 'local-test-key';
export const localCaptchaToken = 'local-test-token';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(key: string, options: { action: string }): Promise<string>;
}

let siteKey: Promise<string> | null = null;
let script: Promise<Grecaptcha> | null = null;

const loadScript = (key: string) =>
  (script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    tag.async = true;
    tag.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    tag.onerror = () => ((script = null), reject(new Error('The reCAPTCHA script could not be loaded.')));
    document.head.append(tag);
  }));

/** A captcha token for one action (spec public §7: the site key comes from getReCAPTCHAPublicKey). */
export async function captchaToken(action: string): Promise<string> {
  const key = await (siteKey ??= siteClient
    .query<{ getReCAPTCHAPublicKey: { key: string } }>('siteUser/getReCAPTCHAPublicKey')
    .then((result) => result.getReCAPTCHAPublicKey.key)
    .catch((error: unknown) => ((siteKey = null), Promise.reject(error))));
  if (key === localCaptchaKey) return localCaptchaToken;
  return (await loadScript(key)).execute(key, { action });
}

/**
 * Google reCAPTCHA v3 in the browser, shared by the admin's sign-in and the islands' forms: each
 * fetches the site key its own way (getReCAPTCHAPublicKey) and asks `tokenFor` for a token.
 */

/** The key the engine's local test provider answers with (content-engine/captcha/local-captcha.ts); its tokens need no Google script. */
export const localCaptchaKey = 'local-test-key';
/** The only token the local provider accepts. */
export const localCaptchaToken = 'local-test-token';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(key: string, options: { action: string }): Promise<string>;
}

/**
 * A page's reCAPTCHA: Google's script is added once (the first key it is asked for) and shared by
 * every token after; a script that failed to load is forgotten, so the next token tries again.
 */
export function createRecaptcha() {
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

  return {
    /** A token for one action under this site key: the local provider's token for its key, else Google's. */
    async tokenFor(key: string, action: string): Promise<string> {
      if (key === localCaptchaKey) return localCaptchaToken;
      return (await loadScript(key)).execute(key, { action });
    },
  };
}

/** The page's reCAPTCHA. */
export const { tokenFor } = createRecaptcha();

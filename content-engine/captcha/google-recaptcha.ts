import { z } from 'zod';
import type { CaptchaProvider } from '../core/captcha.ts';

const verifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

const answer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  /** v3 scores below this fail (0 bot … 1 human); v2 answers carry no score and pass on success. */
  minScore?: number;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Google reCAPTCHA (v3, or v2 without scores) verified server-side with the siteverify API. */
export function createGoogleRecaptcha({
  siteKey,
  secretKey,
  minScore = 0.5,
  fetch = globalThis.fetch,
  timeoutMs = 5_000,
}: RecaptchaOptions): CaptchaProvider {
  return {
    name: 'recaptcha',
    siteKey,
    async verify({ token, action, ip }) {
      if (!token) return false;
      const body = new URLSearchParams({ secret: secretKey, response: token, ...(ip ? { remoteip: ip } : {}) });
      try {
        const response = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return false;
        const result = answer.safeParse(await response.json());
        if (!result.success || !result.data.success) return false;
        if (action && result.data.action && result.data.action !== action) return false;
        return result.data.score === undefined || result.data.score >= minScore;
      } catch {
        // Google unreachable: the check fails closed, as for a bad token.
        return false;
      }
    },
  };
}

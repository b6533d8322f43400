import { describe, expect, it } from 'vitest';
import { createGoogleRecaptcha } from './google-recaptcha.ts';

const google = (reply: unknown, status = 200) => {
  const calls: { url: string; body: string }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: String(init.body) });
    return new Response(JSON.stringify(reply), { status });
  }) as unknown as typeof globalThis.fetch;
  return { calls, captcha: createGoogleRecaptcha({ siteKey: 'site', secretKey: 'secret', fetch }) };
};

describe('captcha providers', () => {
  it('verifies reCAPTCHA tokens with the secret, token and client address', async () => {
    const { calls, captcha } = google({ success: true, score: 0.9, action: 'login' });
    expect(await captcha.verify({ token: 'tok', action: 'login', ip: '10.0.0.1' })).toBe(true);
    expect(calls[0]?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      secret: 'secret',
      response: 'tok',
      remoteip: '10.0.0.1',
    });
  });

  it('fails low scores, other actions, unsuccessful answers and HTTP errors', async () => {
    expect(await google({ success: true, score: 0.2 }).captcha.verify({ token: 't' })).toBe(false);
    expect(
      await google({ success: true, score: 0.9, action: 'register' }).captcha.verify({ token: 't', action: 'login' }),
    ).toBe(false);
    expect(
      await google({ success: false, 'error-codes': ['invalid-input-response'] }).captcha.verify({ token: 't' }),
    ).toBe(false);
    expect(await google({}, 500).captcha.verify({ token: 't' })).toBe(false);
    expect(await google({ success: true }).captcha.verify({ token: '' })).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptcha, localCaptchaKey, localCaptchaToken } from './recaptcha.ts';
import * as engineLocalCaptcha from '../captcha/local-captcha.ts';

/**
 * The unit project runs in Node (no DOM): the page is a stand-in document whose head records the
 * script elements appended, and a window whose grecaptcha answers `google:<key>:<action>`.
 */
interface ScriptTag {
  src?: string;
  async?: boolean;
  onload?: () => void;
  onerror?: () => void;
}

function page() {
  const tags: ScriptTag[] = [];
  vi.stubGlobal('document', {
    createElement: (): ScriptTag => ({}),
    head: { append: (tag: ScriptTag) => tags.push(tag) },
  });
  vi.stubGlobal('window', {
    grecaptcha: {
      ready: (callback: () => void) => callback(),
      execute: async (key: string, { action }: { action: string }) => `google:${key}:${action}`,
    },
  });
  /** The script tags appended so far; the test plays the browser by calling one's onload or onerror. */
  return tags;
}

/** Lets the pending promise callbacks run, so a token request reaches the page. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reCAPTCHA in the browser', () => {
  it("keeps the engine's local test key and token", () => {
    expect(localCaptchaKey).toBe(engineLocalCaptcha.localCaptchaKey);
    expect(localCaptchaToken).toBe(engineLocalCaptcha.localCaptchaToken);
  });

  it('answers the local key with the local token, without adding a script', async () => {
    const tags = page();
    const { tokenFor } = createRecaptcha();
    expect(await tokenFor(localCaptchaKey, 'login')).toBe(localCaptchaToken);
    expect(tags).toEqual([]);
  });

  it("adds Google's script once for two tokens", async () => {
    const tags = page();
    const { tokenFor } = createRecaptcha();
    const first = tokenFor('site key', 'login');
    const second = tokenFor('site key', 'register');
    await settle();
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatchObject({ src: 'https://www.google.com/recaptcha/api.js?render=site%20key', async: true });
    tags[0]!.onload!();
    expect(await first).toBe('google:site key:login');
    expect(await second).toBe('google:site key:register');
    expect(await tokenFor('site key', 'resetPassword')).toBe('google:site key:resetPassword');
    expect(tags).toHaveLength(1);
  });

  it('adds the script again for the next token after it failed to load', async () => {
    const tags = page();
    const { tokenFor } = createRecaptcha();
    const failed = tokenFor('site key', 'login');
    await settle();
    tags[0]!.onerror!();
    await expect(failed).rejects.toThrow('The reCAPTCHA script could not be loaded.');
    const retried = tokenFor('site key', 'login');
    await settle();
    expect(tags).toHaveLength(2);
    tags[1]!.onload!();
    expect(await retried).toBe('google:site key:login');
  });
});

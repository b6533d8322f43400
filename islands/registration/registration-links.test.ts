import { describe, expect, it } from 'vitest';
import { linkIdOf, promoCodeOf, rememberRedirect, signupHref, takeRedirect } from './registration-links.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('registration links', () => {
  it('carry redirectTo and the promo code to the sign-up page, and nothing else', () => {
    const params = new URLSearchParams('redirectTo=%2Fnews%2Fa&pk=SPRING&utm_source=x');
    expect(signupHref('free', params)).toBe('/membership/signup/free?redirectTo=%2Fnews%2Fa&pk=SPRING');
    expect(signupHref('insider', new URLSearchParams('PK=FALL'))).toBe('/membership/signup/insider?PK=FALL');
    expect(signupHref('a b', new URLSearchParams())).toBe('/membership/signup/a%20b');
  });

  it('read the promo code from pk, else PK', () => {
    expect(promoCodeOf(new URLSearchParams('pk=one&PK=two'))).toBe('one');
    expect(promoCodeOf(new URLSearchParams('PK=two'))).toBe('two');
    expect(promoCodeOf(new URLSearchParams('pk=%20'))).toBeNull();
  });

  it('read the link hash, treating a blank one as missing', () => {
    expect(linkIdOf(new URLSearchParams('id=abc'))).toBe('abc');
    expect(linkIdOf(new URLSearchParams('id='))).toBeNull();
  });

  it('remember redirectTo for the completing tab, once', () => {
    const storage = new MemoryStorage();
    rememberRedirect(storage, '/news/a');
    expect(takeRedirect(storage)).toBe('/news/a');
    expect(takeRedirect(storage)).toBeNull();
    rememberRedirect(storage, '/x');
    rememberRedirect(storage, null);
    expect(takeRedirect(storage)).toBeNull();
    for (const target of [
      '/\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      '/..//evil.example',
    ]) {
      rememberRedirect(storage, target);
      expect(takeRedirect(storage)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { consentCookie, consentCookieName, parseConsent, serializeConsent } from './consent-cookie.ts';

const when = new Date('2026-11-23T12:00:00.000Z');

describe('the consent cookie', () => {
  it('writes every category as 1 or 0, C0001 always 1, with the date', () => {
    const value = serializeConsent(['C0002', 'C0004'], when);
    expect(new URLSearchParams(value).get('groups')).toBe('C0001:1,C0002:1,C0003:0,C0004:1,C0005:0');
    expect(new URLSearchParams(value).get('datestamp')).toBe('2026-11-23T12:00:00.000Z');
    expect(new URLSearchParams(serializeConsent([], when)).get('groups')).toBe(
      'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0',
    );
  });

  it('reads back what it wrote', () => {
    expect([...parseConsent(serializeConsent(['C0003', 'C0005'], when))!].sort()).toEqual(['C0001', 'C0003', 'C0005']);
  });

  it('reads an OptanonConsent-style value, ignoring unknown groups, and keeps C0001 even when written 0', () => {
    expect(
      [...parseConsent('isGDPRLocale=true&groups=C0001%3A0%2CC0002%3A1%2CSTACK42%3A1%2CV2STACK3%3A0')!].sort(),
    ).toEqual(['C0001', 'C0002']);
  });

  it('records no answer for an absent, empty or unreadable value', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('datestamp=x')).toBeNull();
    expect(parseConsent('groups=STACK1:1')).toBeNull();
  });

  it('is a first-party cookie for a year on the whole site, Secure on https', () => {
    const cookie = consentCookie(['C0002'], { now: when, secure: true });
    expect(cookie.startsWith(`${consentCookieName}=`)).toBe(true);
    expect(cookie).toContain('; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(consentCookie([], { now: when, secure: false })).not.toContain('Secure');
    expect(
      [...parseConsent(decodeURIComponent(cookie.split(';')[0]!.slice(consentCookieName.length + 1)))!].sort(),
    ).toEqual(['C0001', 'C0002']);
  });
});

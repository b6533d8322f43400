import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $consent, hasConsent, setConsent, whenConsented } from './consent-store.ts';
import { consentCategories } from '../../content-engine/shared/consent-categories.ts';

describe('the consent store', () => {
  beforeEach(() => setConsent([]));

  it('always keeps the necessary category', () => {
    expect(hasConsent('C0001')).toBe(true);
    setConsent(['C0004']);
    expect([...$consent.get()].sort()).toEqual(['C0001', 'C0004']);
  });

  it('starts a waiting script once, when its category is allowed', () => {
    const start = vi.fn();
    whenConsented(consentCategories.targeting, start);
    setConsent(['C0002']);
    expect(start).not.toHaveBeenCalled();
    setConsent(['C0004']);
    setConsent(['C0002', 'C0004']);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the category is already allowed, and not after a cancel', () => {
    setConsent(['C0005']);
    const now = vi.fn();
    whenConsented('C0005', now);
    expect(now).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    const cancel = whenConsented('C0003', later);
    cancel();
    setConsent(['C0003']);
    expect(later).not.toHaveBeenCalled();
  });
});

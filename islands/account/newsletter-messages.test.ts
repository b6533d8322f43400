import { describe, expect, it } from 'vitest';
import { newsletterToast } from './newsletter-messages.ts';

describe('newsletterToast', () => {
  it('uses the exact success texts of spec public §8', () => {
    expect(newsletterToast({ optIn: true, ok: true })).toBe('Newsletter opt in successful!');
    expect(newsletterToast({ optIn: false, ok: true })).toBe('Newsletter opt out successful!');
  });

  it('uses the exact failure texts of spec public §8', () => {
    expect(newsletterToast({ optIn: true, ok: false })).toBe(
      'Newsletter opt in failed. Please try again or contact support for assistance.',
    );
    expect(newsletterToast({ optIn: false, ok: false })).toBe(
      'Newsletter opt out failed. Please try again or contact support for assistance.',
    );
  });
});

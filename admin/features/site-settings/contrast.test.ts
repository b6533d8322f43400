import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWarning } from './contrast.ts';

describe('contrast', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('', '#ffffff')).toBeNull();
  });

  it('warns below AA 4.5:1 only', () => {
    expect(contrastWarning('#777777', '#ffffff', 'body background')).toBe(
      'Contrast with the body background is 4.48:1, below the WCAG AA minimum of 4.5:1.',
    );
    expect(contrastWarning('#767676', '#ffffff', 'body background')).toBeNull();
    expect(contrastWarning('not a colour', '#ffffff', 'body background')).toBeNull();
  });
});

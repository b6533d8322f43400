import { describe, expect, it } from 'vitest';
import { contrast, readable } from './colors.ts';

describe('readable colours', () => {
  it('keeps a text colour that reaches AA contrast on its background', () => {
    expect(readable('#1a5fa8', '#ffffff')).toBe('#1a5fa8');
  });

  it('replaces a colour that would vanish with dark or light text', () => {
    expect(readable('#eeeeee', '#ffffff')).toBe('#222222');
    expect(readable('#333333', '#222222')).toBe('#ffffff');
    expect(readable('', '#1a5fa8')).toBe('#ffffff');
  });

  it('measures contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#fff', '#ffffff')).toBeCloseTo(1);
  });
});

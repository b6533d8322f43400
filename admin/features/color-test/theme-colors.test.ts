import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { themeColors } from './theme-colors.ts';

describe('theme colours', () => {
  it('lists the set colours with their contrast against white and black text', () => {
    const settings = defaultSiteSettings({ baseStyles: { primaryColor: '#FFFFFF', colorPalette: ['#000000'] } });
    const colors = themeColors(settings);
    expect(colors.find((c) => c.label === 'Base styles · primary colour')).toEqual({
      label: 'Base styles · primary colour',
      hex: '#ffffff',
      onWhiteText: 1,
      onBlackText: 21,
    });
    expect(colors.find((c) => c.label === 'Palette · colour 1')).toMatchObject({ onWhiteText: 21, onBlackText: 1 });
    expect(colors.every((c) => c.hex.startsWith('#'))).toBe(true);
  });
});

import Color from 'color';
import { describe, expect, it } from 'vitest';
import { colorProperties, fillWithText, readableOn } from './accessible-colors.ts';

const contrast = (a: string, b: string) => Color(a).contrast(Color(b));

describe('readableOn', () => {
  it('keeps a brand colour that already reads at 4.5:1', () => {
    expect(readableOn('#1a4b8c', '#ffffff')).toBe('#1a4b8c');
  });

  it('darkens a light brand colour on white until it reads at 4.5:1', () => {
    const text = readableOn('#f7941d', '#ffffff');
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(text).not.toBe('#f7941d');
  });

  it('lightens on a dark background', () => {
    const text = readableOn('#1a4b8c', '#111111');
    expect(contrast(text, '#111111')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('fillWithText', () => {
  it('puts white on a dark fill and near-black on a light one', () => {
    expect(fillWithText('#1a4b8c')).toEqual({ fill: '#1a4b8c', text: '#ffffff' });
    expect(fillWithText('#ffd100')).toEqual({ fill: '#ffd100', text: '#111111' });
  });

  it('darkens a mid-tone fill that neither white nor black reads on', () => {
    const { fill, text } = fillWithText('#7a7a7a');
    expect(text).toBe('#ffffff');
    expect(contrast(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('answers kept by their arguments', () => {
  it('work out each colour once and answer the same again', () => {
    expect(fillWithText('#7a7a7a')).toBe(fillWithText('#7a7a7a'));
    expect(readableOn('#f7941d', '#fafafa')).toBe(readableOn('#f7941d', '#fafafa'));
    expect(readableOn('#f7941d', '#111111')).not.toBe(readableOn('#f7941d', '#fafafa'));
  });
});

describe('colorProperties', () => {
  it('declares the brand colours and their readable variants', () => {
    const css = colorProperties({
      primaryColor: '#1a4b8c',
      secondaryColor: '#f7941d',
      linkColor: '#1a4b8c',
      bodyBackgroundColor: '',
    });
    expect(css).toContain('--primary:#1a4b8c');
    expect(css).toContain('--secondary:#f7941d');
    expect(css).toContain('--body-bg:#ffffff');
    expect(css).toMatch(/--secondary-text:#[0-9a-f]{6}/);
    expect(css).toContain('--on-primary:#ffffff');
  });
});

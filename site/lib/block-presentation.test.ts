import { describe, expect, it } from 'vitest';
import { colorSchemeClass, pageScrolls, titleIconSrc } from './block-presentation.ts';

describe('block presentation', () => {
  it('makes a colour scheme a safe class name', () => {
    expect(colorSchemeClass('Dark')).toBe('scheme-dark');
    expect(colorSchemeClass(' brand "x" ')).toBe('scheme-brand-x');
    expect(colorSchemeClass('')).toBeUndefined();
    expect(colorSchemeClass(undefined)).toBeUndefined();
  });

  it('takes a title icon that is an image path or http(s) URL only', () => {
    expect(titleIconSrc('/files/icons/star.svg')).toBe('/files/icons/star.svg');
    expect(titleIconSrc('https://cdn.example.com/i.png')).toBe('https://cdn.example.com/i.png');
    expect(titleIconSrc('javascript:alert(1)')).toBeUndefined();
    expect(titleIconSrc('star')).toBeUndefined();
  });

  it('caps the page scrolls by the settings and the engine', () => {
    expect(pageScrolls(3, 8)).toBe(3);
    expect(pageScrolls(8, 8)).toBe(8);
    expect(pageScrolls(0, 8)).toBe(0);
  });
});

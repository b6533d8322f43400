import { describe, expect, it } from 'vitest';
import { resolveTokens } from './title-tokens.ts';

describe('resolveTokens', () => {
  it('fills the section, issue and page tokens and the section link', () => {
    const c = { sectionName: 'Trucks', sectionPath: '/equipment/trucks', issueName: 'November 2026', pageName: 'Home' };
    expect(resolveTokens('More from [sectionname] in [issuename] on [pagename]', c)).toBe(
      'More from Trucks in November 2026 on Home',
    );
    expect(resolveTokens('[sectionlink]', c)).toBe('/equipment/trucks');
    expect(resolveTokens(undefined, c)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  gatedFrame,
  heightOf,
  httpsUrl,
  httpsUrlSetting,
  isSafeToken,
  tokenSetting,
  widgetConsent,
} from './third-party-embeds.ts';

describe('third-party widget settings', () => {
  it('takes ids only as safe tokens', () => {
    expect(isSafeToken('abc_123-X')).toBe(true);
    for (const bad of ['', 'a b', '../x', '<script>', 'a"b', 'x'.repeat(101), 12]) expect(isSafeToken(bad)).toBe(false);
    expect(tokenSetting.parse('  ')).toBe('');
    expect(tokenSetting.safeParse('a/b').success).toBe(false);
  });

  it('takes URLs only as https without credentials, on the vendor hosts when named', () => {
    expect(httpsUrl('https://app.credspark.com/q/1', ['credspark.com'])).toBe('https://app.credspark.com/q/1');
    expect(httpsUrl('https://credspark.com/q', ['credspark.com'])).toBe('https://credspark.com/q');
    expect(httpsUrl('https://evilcredspark.com/q', ['credspark.com'])).toBeNull();
    expect(httpsUrl('https://credspark.com.evil.example/q', ['credspark.com'])).toBeNull();
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://u:p@example.com',
      '//x.com',
      ' ',
    ])
      expect(httpsUrl(bad), bad).toBeNull();
    expect(httpsUrlSetting(['swiftrev.com']).safeParse('https://example.com').success).toBe(false);
    expect(httpsUrlSetting().safeParse('').success).toBe(true);
  });

  it('keeps heights within 100–3000 px', () => {
    expect(heightOf(450, 600)).toBe(450);
    expect(heightOf(99, 600)).toBe(600);
    expect(heightOf('500', 600)).toBe(600);
  });

  it('waits for functional consent for readers and players, targeting for lead-generation widgets', () => {
    expect(widgetConsent).toEqual({
      zmag_embed: 'C0003',
      simplemaps_us: 'C0003',
      podcast_player: 'C0003',
      credspark: 'C0004',
      swiftrev: 'C0004',
    });
  });

  it('makes the frames of blocks a failed gate hides wait for the gate, except under an omeda gate', () => {
    const gate = (page: { type: string; membershipIds: number[]; surveyType: string | null; metered?: boolean }) => ({
      facts: { contentId: 7, page },
    });
    const membership = gate({ type: 'Article', membershipIds: [3], surveyType: null });
    expect(gatedFrame('zmag_embed', membership)).toEqual({ blockType: 'zmag_embed', contentId: 7 });
    expect(gatedFrame('simplemaps_us', gate({ type: 'zmag', membershipIds: [], surveyType: null }))).toEqual({
      blockType: 'simplemaps_us',
      contentId: 7,
    });
    expect(gatedFrame('zmag_embed', gate({ type: 'Article', membershipIds: [], surveyType: 'omeda' }))).toBeNull();
    expect(gatedFrame('credspark', membership)).toBeNull();
    expect(gatedFrame('zmag_embed', null)).toBeNull();
  });
});

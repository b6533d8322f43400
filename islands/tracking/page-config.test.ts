import { describe, expect, it } from 'vitest';
import { newsletterCampaignOf, parsePageConfig } from './page-config.ts';

describe('parsePageConfig', () => {
  it('falls back to the empty config (no scripts, the local banner) for anything but the config', () => {
    const empty = { oneTrustScriptId: null, scripts: [], scriptHosts: [], page: {} };
    for (const value of [null, undefined, 'text', 42, [], { scripts: 'x' }])
      expect(parsePageConfig(value)).toEqual(empty);
  });

  it('keeps the scripts and hosts the server wrote', () => {
    const config = {
      oneTrustScriptId: null,
      scripts: [{ id: 'hotjar', category: 'C0002', src: 'https://static.hotjar.com/c/hotjar-1.js?sv=6', account: '1' }],
      scriptHosts: ['static.hotjar.com'],
      page: { contentId: 3 },
    };
    expect(parsePageConfig(config)).toEqual(config);
  });
});

describe('newsletterCampaignOf', () => {
  it('takes the campaign a newsletter link named in the address', () => {
    expect(newsletterCampaignOf({}, '?utm_source=newsletter&nl_campaign=41')).toEqual({ newsletterCampaignId: 41 });
  });

  it('prefers the page’s own campaign and ignores malformed ids', () => {
    expect(newsletterCampaignOf({ newsletterCampaignId: 7 }, '?nl_campaign=41')).toEqual({ newsletterCampaignId: 7 });
    expect(newsletterCampaignOf({}, '?nl_campaign=abc')).toEqual({});
    expect(newsletterCampaignOf({}, '')).toEqual({});
  });
});

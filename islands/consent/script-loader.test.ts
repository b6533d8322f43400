import { describe, expect, it } from 'vitest';
import type { ConsentCategory } from '../../content-engine/shared/consent-categories.ts';
import { createScriptLoader } from './script-loader.ts';
import { enabledThirdPartyScripts } from '../../content-engine/shared/third-party-scripts.ts';
import { defaultSiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';

const settings = defaultSiteSettings({
  googleTagManager: { containerID: 'GTM-ABC123' },
  thirdPartyScripts: {
    hotjar: { enabled: true, siteId: '1234567' },
    blueConic: { enabled: true, sourceUrl: 'https://cdn.blueconic.net/demo.js' },
    facebookPixel: { enabled: true, pixelId: '555' },
    linkedInInsight: { enabled: false, partnerId: '777' },
    feathrSuperPixel: { enabled: true, accountId: '' },
    olytics: { enabled: true, oid: 'abc' },
    adDaptive: { enabled: true, scriptSrc: 'https://ads.example.com/tag.js' },
  },
});
const scripts = enabledThirdPartyScripts(settings);
const allowed = (...categories: ConsentCategory[]) => new Set<ConsentCategory>(['C0001', ...categories]);

describe('the third-party scripts of the settings', () => {
  it('lists the enabled scripts that have their id, each in its category', () => {
    expect(scripts.map((s) => [s.id, s.category])).toEqual([
      ['googleTagManager', 'C0002'],
      ['hotjar', 'C0002'],
      ['blueConic', 'C0003'],
      ['facebookPixel', 'C0004'],
      ['olytics', 'C0004'],
      ['adDaptive', 'C0004'],
    ]);
    expect(scripts.find((s) => s.id === 'googleTagManager')).toMatchObject({
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      account: 'GTM-ABC123',
    });
    expect(scripts.find((s) => s.id === 'hotjar')!.src).toBe('https://static.hotjar.com/c/hotjar-1234567.js?sv=6');
    expect(scripts.find((s) => s.id === 'adDaptive')!.src).toBe('https://ads.example.com/tag.js');
  });

  it('lists none for the default settings', () => {
    expect(enabledThirdPartyScripts(defaultSiteSettings({}))).toEqual([]);
  });
});

describe('the script loader', () => {
  const run = () => {
    const loaded: string[] = [];
    const tracked: string[] = [];
    const apply = createScriptLoader(scripts, { load: (s) => loaded.push(s.id), trackPage: (s) => tracked.push(s.id) });
    return { apply, loaded, tracked };
  };

  it('loads nothing with the necessary category only', () => {
    const { apply, loaded } = run();
    apply(allowed());
    expect(loaded).toEqual([]);
  });

  it('loads a category’s scripts when it is allowed and tracks the page once per script', () => {
    const { apply, loaded, tracked } = run();
    apply(allowed('C0002'));
    expect(loaded).toEqual(['googleTagManager', 'hotjar']);
    apply(allowed('C0002', 'C0004'));
    apply(allowed('C0002', 'C0004'));
    expect(loaded).toEqual(['googleTagManager', 'hotjar', 'facebookPixel', 'olytics', 'adDaptive']);
    expect(tracked).toEqual(loaded);
  });

  it('never loads a script twice, and says when a loaded script lost its consent', () => {
    const { apply, loaded } = run();
    expect(apply(allowed('C0003')).withdrawn).toBe(false);
    expect(apply(allowed()).withdrawn).toBe(true);
    expect(apply(allowed('C0003')).withdrawn).toBe(false);
    expect(loaded).toEqual(['blueConic']);
  });
});

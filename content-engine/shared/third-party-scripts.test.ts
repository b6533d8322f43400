import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from './schemas/site-settings.ts';
import { consentCategories } from './consent-categories.ts';
import { httpsScriptHost } from './script-sources.ts';
import {
  enabledThirdPartyScripts,
  loadableScripts,
  thirdPartyScriptHosts,
  type ThirdPartyScript,
} from './third-party-scripts.ts';

const settingsWith = (blueConicSource: string, adTagSource: string) =>
  defaultSiteSettings({
    googleTagManager: { containerID: 'GTM-1' },
    thirdPartyScripts: {
      blueConic: { enabled: true, sourceUrl: blueConicSource },
      adDaptive: { enabled: true, scriptSrc: adTagSource },
    },
  });

describe('third-party script sources', () => {
  it('keeps only https scripts in the page config, with their hosts as the allowlist', () => {
    const scripts = enabledThirdPartyScripts(
      settingsWith('https://cdn.blueconic.example/site.js', 'http://ads.example/tag.js'),
    );
    expect(scripts.map((script) => script.id)).toEqual(['googleTagManager', 'blueConic']);
    expect(thirdPartyScriptHosts(scripts)).toEqual(['www.googletagmanager.com', 'cdn.blueconic.example']);
  });

  it('drops a configured source on a site path or another scheme', () => {
    for (const source of ['/local.js', 'http://cdn.example/x.js', 'https://user:pass@cdn.example/x.js']) {
      expect(enabledThirdPartyScripts(settingsWith(source, '')).map((script) => script.id)).toEqual([
        'googleTagManager',
      ]);
    }
  });

  it('reads the host of https URLs only', () => {
    expect(httpsScriptHost('https://CDN.Example/x.js')).toBe('cdn.example');
    for (const src of [
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      '//cdn.example/x.js',
      'http://cdn.example/x.js',
      'not a url',
    ])
      expect(httpsScriptHost(src)).toBeNull();
  });

  it('lets the loader add only known scripts, in their category, from an allowed host', () => {
    const hosts = ['cdn.blueconic.example'];
    const script = (overrides: Partial<ThirdPartyScript>): ThirdPartyScript => ({
      id: 'blueConic',
      category: consentCategories.functional,
      src: 'https://cdn.blueconic.example/site.js',
      account: '',
      ...overrides,
    });
    const good = script({});
    const bad = [
      script({ src: "data:text/javascript,__xss('loader')" }),
      script({ src: 'https://evil.example/x.js' }),
      script({ src: 'http://cdn.blueconic.example/site.js' }),
      script({ category: consentCategories.necessary }),
      script({ id: 'unknown' as ThirdPartyScript['id'] }),
      script({ id: 'constructor' as ThirdPartyScript['id'] }),
    ];
    expect(loadableScripts([good, ...bad], hosts)).toEqual([good]);
    expect(loadableScripts([good], [])).toEqual([]);
  });
});

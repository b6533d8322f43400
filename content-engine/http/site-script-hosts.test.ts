import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../shared/schemas/site-settings.ts';
import { oneTrustStubSrc } from '../../islands/consent/onetrust-adapter.ts';
import { gptUrl } from '../../islands/ads/gpt-adapter.ts';
import {
  gptHosts,
  httpsOrigin,
  oneTrustHosts,
  recaptchaScriptHosts,
  serverScriptHosts,
  siteScriptHosts,
  viafouraHosts,
} from './site-script-hosts.ts';

describe("a tenant's script hosts", () => {
  it('are none when no third party is configured', () => {
    expect(siteScriptHosts(defaultSiteSettings(), ['memberships'])).toEqual([]);
  });

  it('are the origins of the configured third parties and the hosts their loaders fetch from', () => {
    const settings = defaultSiteSettings({
      googleTagManager: { containerID: 'GTM-ABC1' },
      thirdPartyScripts: {
        hotjar: { enabled: true, siteId: '42' },
        blueConic: { enabled: true, sourceUrl: 'https://cdn.blueconic.example:8443/frontend.js' },
        facebookPixel: { enabled: false, pixelId: '1' },
      },
      oneTrust: { scriptId: 'ot-1' },
      googleAdManager: { networkCode: '1234' },
      memberships: { commenting: true, commentingService: 'viafoura' },
    });
    const hosts = siteScriptHosts(settings, ['memberships']);
    expect(hosts).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://static.hotjar.com',
        'https://cdn.blueconic.example:8443',
        ...oneTrustHosts,
        ...gptHosts,
        ...viafouraHosts,
      ]),
    );
    expect(hosts).not.toContain('https://connect.facebook.net');
    expect(siteScriptHosts(settings, [])).not.toContain(viafouraHosts[0]);
  });

  it('never take a source that is not https (data:, javascript:, http:, a path)', () => {
    for (const src of [
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      'http://cdn.example/x.js',
      '/files/x.js',
      '//cdn.example/x.js',
      'https://user:pw@cdn.example/x.js',
    ])
      expect(httpsOrigin(src), src).toBeNull();
    const settings = defaultSiteSettings({
      thirdPartyScripts: { adDaptive: { enabled: true, scriptSrc: 'http://ads.example/tag.js' } },
    });
    expect(siteScriptHosts(settings, [])).toEqual([]);
  });

  it('name the hosts the islands load OneTrust and GPT from', () => {
    expect(oneTrustHosts[0]).toBe(new URL(oneTrustStubSrc).origin);
    expect(gptHosts[0]).toBe(new URL(gptUrl).origin);
  });

  it("add reCAPTCHA's hosts only when the server has Google's keys", () => {
    expect(serverScriptHosts({})).toEqual([]);
    expect(serverScriptHosts({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's' })).toEqual(recaptchaScriptHosts);
  });
});

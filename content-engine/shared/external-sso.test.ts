import { describe, expect, it } from 'vitest';
import { allowedSsoRedirect, externalSsoLocation, externalSsoLoginPath, httpsUrl } from './external-sso.ts';
import { sameSitePath } from './redirect-target.ts';
import { siteSettingsSchema } from './schemas/site-settings.ts';

describe('the partner single sign-on rules', () => {
  it('accept only https addresses with a host and no user info', () => {
    expect(httpsUrl('https://sso.partner.example/login?x=1')).toBe('https://sso.partner.example/login?x=1');
    for (const bad of [
      'http://sso.partner.example/',
      'javascript:alert(1)',
      'https:evil.example',
      'https://a@b.example/',
      '/login',
      '',
    ])
      expect(httpsUrl(bad), bad).toBeNull();
  });

  it('send members only to an https target whose host is exactly on the list', () => {
    const hosts = ['partner.example', 'shop.partner.example:8443'];
    expect(allowedSsoRedirect('https://partner.example/a?b=c#d', hosts)).toBe('https://partner.example/a?b=c#d');
    expect(allowedSsoRedirect('https://PARTNER.example/', hosts)).toBe('https://partner.example/');
    expect(allowedSsoRedirect('https://shop.partner.example:8443/', hosts)).toBe('https://shop.partner.example:8443/');
    for (const bad of [
      'https://shop.partner.example/',
      'https://www.partner.example/',
      'https://partner.example.evil.example/',
      'http://partner.example/',
      'javascript:alert(1)',
      'https://partner.example@evil.example/',
    ])
      expect(allowedSsoRedirect(bad, hosts), bad).toBeNull();
  });

  it("add the target and token to the page's own query, and come back through login on this site", () => {
    expect(
      externalSsoLocation({
        ssoUrl: 'https://sso.example/in?brand=a',
        redirect: 'https://p.example/x?y=1',
        token: 't',
      }),
    ).toBe('https://sso.example/in?brand=a&redirect=https%3A%2F%2Fp.example%2Fx%3Fy%3D1&siteUserToken=t');
    const back = new URLSearchParams(externalSsoLoginPath('https://p.example/x?y=1').split('?')[1]).get('redirectTo');
    expect(sameSitePath(back)).toBe('/account/sso?redirect=https%3A%2F%2Fp.example%2Fx%3Fy%3D1');
  });

  it('are what the settings accept: an https page and host names', () => {
    const parse = (externalSso: unknown) => siteSettingsSchema.shape.externalSso.safeParse(externalSso);
    expect(parse({ url: 'https://sso.example/', allowedRedirectHosts: ['Partner.Example'] }).data).toEqual({
      url: 'https://sso.example/',
      allowedRedirectHosts: ['partner.example'],
    });
    expect(parse(undefined).data).toEqual({ url: '', allowedRedirectHosts: [] });
    expect(parse({ url: 'http://sso.example/' }).success).toBe(false);
    expect(parse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(parse({ allowedRedirectHosts: ['https://partner.example'] }).success).toBe(false);
    expect(parse({ allowedRedirectHosts: ['*.partner.example'] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, siteSettingsSchema } from './site-settings.ts';

const minimal = {
  general: { supportedContentTypes: ['Article'] },
  contentStyle: { defaultContentTypes: ['Article'] },
  googleAdManager: { basePath: 'x' },
};

describe('site settings: social links and commenting', () => {
  it('still parses a document with only the original six networks, the others empty', () => {
    const settings = siteSettingsSchema.parse({
      ...minimal,
      socialLinks: { facebook: 'https://www.facebook.com/a', youtube: 'https://www.youtube.com/@a' },
    });
    expect(settings.socialLinks).toMatchObject({
      facebook: 'https://www.facebook.com/a',
      youtube: 'https://www.youtube.com/@a',
      email: '',
      reddit: '',
      other: '',
    });
  });

  it('has a profile field for every network of the spec that has a profile', () => {
    expect(Object.keys(defaultSiteSettings().socialLinks).sort()).toEqual([
      'email',
      'facebook',
      'flipboard',
      'instagram',
      'instapaper',
      'linkedin',
      'other',
      'pinterest',
      'pocket',
      'quora',
      'reddit',
      'skype',
      'telegram',
      'tumblr',
      'twitter',
      'whatsapp',
      'youtube',
    ]);
  });

  it('makes a plain e-mail address a mailto: link and refuses anything else there', () => {
    expect(defaultSiteSettings({ socialLinks: { email: 'news@a.example' } }).socialLinks.email).toBe(
      'mailto:news@a.example',
    );
    expect(defaultSiteSettings({ socialLinks: { email: 'mailto:news@a.example' } }).socialLinks.email).toBe(
      'mailto:news@a.example',
    );
    expect(
      siteSettingsSchema.safeParse({ ...minimal, socialLinks: { email: 'https://a.example' } }).error?.issues[0]
        ?.message,
    ).toBe('Must be an e-mail address or a mailto: link');
  });

  it('takes a skype: link for Skype', () => {
    expect(defaultSiteSettings({ socialLinks: { skype: 'skype:fleetowner?chat' } }).socialLinks.skype).toBe(
      'skype:fleetowner?chat',
    );
  });

  it('keeps comments in the local store unless Viafoura is chosen', () => {
    expect(defaultSiteSettings().memberships.commentingService).toBe('local');
    expect(defaultSiteSettings({ memberships: { commentingService: 'viafoura' } }).memberships.commentingService).toBe(
      'viafoura',
    );
  });

  it('offers e-mail among the share networks, keeping the old default', () => {
    expect(defaultSiteSettings().contentStyle.socialShareLinks).toEqual(['facebook', 'linkedin', 'twitter']);
    expect(
      defaultSiteSettings({ contentStyle: { socialShareLinks: ['email'] } }).contentStyle.socialShareLinks,
    ).toEqual(['email']);
  });
});

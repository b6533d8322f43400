import { describe, expect, it } from 'vitest';
import { standardContentTypes } from '../content-types.ts';
import { defaultSiteSettings, siteSettingsSchema, type SiteSettingsPartial } from './site-settings.ts';

const minimal = {
  general: { supportedContentTypes: ['Article'] },
  contentStyle: { defaultContentTypes: ['Article'] },
  googleAdManager: { basePath: 'fleetowner' },
};

/** `partial` merged into the minimal valid document, then parsed. */
const parseWith = (partial: SiteSettingsPartial) =>
  siteSettingsSchema.safeParse({
    ...minimal,
    ...partial,
    general: { ...minimal.general, ...partial.general },
    contentStyle: { ...minimal.contentStyle, ...partial.contentStyle },
    googleAdManager: { ...minimal.googleAdManager, ...partial.googleAdManager },
  });

const accepts = (partial: SiteSettingsPartial) => parseWith(partial).success;

/** The messages of the issues at `path`. */
const problemsAt = (partial: SiteSettingsPartial, path: string) =>
  (parseWith(partial).error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);

describe('site settings document', () => {
  it('fills a complete document from the three required fields', () => {
    const settings = siteSettingsSchema.parse(minimal);
    expect(settings.header.logoHeight).toBe(35);
    expect(settings.general.maxPageScrolls).toBe(8);
    expect(settings.general.maxWidth).toBe(1300);
    expect(settings.general.spacing).toEqual({ default: 48, unit: 8 });
    expect(settings.contentStyle.smallImageWidth).toBe(135);
    expect(settings.blueconic.recommendations).toMatchObject({
      enabled: false,
      targetParagraph: 3,
      paragraphLength: 40,
      startDaysAgo: 3650,
      endDaysAgo: 0,
    });
    expect(settings.memberships.registerButtonLabel).toBe('Join Now');
    expect(settings.memberships.contentMetering).toMatchObject({ numberOfFreeViews: 7, meteringPeriod: 30 });
    expect(Object.keys(settings.menu).sort()).toEqual([
      'affiliated_brands',
      'footer',
      'hamburger',
      'header_primary',
      'header_secondary',
      'mega_1',
      'mega_2',
      'mega_3',
    ]);
    expect(settings.useNewDesign).toBe(false);
    expect(settings.labels.content).toEqual(['Sponsored']);
  });

  it('covers every settings group of the spec', () => {
    const groups = Object.keys(siteSettingsSchema.parse(minimal));
    for (const group of [
      'general',
      'header',
      'footer',
      'socialLinks',
      'baseStyles',
      'podStyle',
      'contentStyle',
      'googleTagManager',
      'googleAdManager',
      'sectionTree',
      'leaders',
      'inquiryForm',
      'contactUs',
      'sourceEsb',
      'labels',
      'magazine',
      'blueconic',
      'oneTrust',
      'thirdPartyScripts',
      'companyUpdate',
      'sponsoredSearch',
      'systemOutage',
      'menu',
      'memberships',
      'newsletters',
      'useNewDesign',
    ]) {
      expect(groups).toContain(group);
    }
  });

  it('requires supportedContentTypes, defaultContentTypes and the ad manager base path', () => {
    const result = siteSettingsSchema.safeParse({
      general: { supportedContentTypes: [] },
      contentStyle: { defaultContentTypes: [] },
      googleAdManager: { basePath: '   ' },
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['general.supportedContentTypes', 'Field is required'],
        ['contentStyle.defaultContentTypes', 'Field is required'],
        ['googleAdManager.basePath', 'Field is required'],
      ]),
    );
  });

  it('says a missing required field is required', () => {
    const result = siteSettingsSchema.safeParse({ general: {}, contentStyle: {}, googleAdManager: {} });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Field is required',
      'Field is required',
      'Field is required',
    ]);
  });

  it('keeps the logo height between 35 and 45', () => {
    expect(accepts({ header: { logoHeight: 35 } })).toBe(true);
    expect(accepts({ header: { logoHeight: 45 } })).toBe(true);
    expect(problemsAt({ header: { logoHeight: 34 } }, 'header.logoHeight')).toHaveLength(1);
    expect(problemsAt({ header: { logoHeight: 46 } }, 'header.logoHeight')).toHaveLength(1);
  });

  it('accepts GTM- and G- container ids and rejects others as not a valid GTM-ID', () => {
    expect(accepts({ googleTagManager: { containerID: 'GTM-ABC123' } })).toBe(true);
    expect(accepts({ googleTagManager: { containerID: 'G-7XK2P9' } })).toBe(true);
    expect(accepts({ googleTagManager: { containerID: '' } })).toBe(true);
    expect(problemsAt({ googleTagManager: { containerID: 'UA-12345' } }, 'googleTagManager.containerID')).toEqual([
      'UA-12345 is not a valid GTM-ID',
    ]);
    expect(problemsAt({ googleTagManager: { containerID: 'GTM-abc' } }, 'googleTagManager.containerID')).toEqual([
      'GTM-abc is not a valid GTM-ID',
    ]);
  });

  it('accepts only a square .ico favicon', () => {
    expect(accepts({ general: { favicon: '/files/fleetowner/favicon.ico' } })).toBe(true);
    expect(accepts({ general: { favicon: { src: '/favicon.ICO', width: 32, height: 32 } } })).toBe(true);
    expect(problemsAt({ general: { favicon: '/favicon.png' } }, 'general.favicon.src')).toEqual([
      'Favicon must be an .ico file',
    ]);
    expect(
      problemsAt({ general: { favicon: { src: '/favicon.ico', width: 32, height: 16 } } }, 'general.favicon.width'),
    ).toEqual(['Favicon must be square']);
  });

  it('keeps the BlueConic window within 0 to 3650 days', () => {
    expect(accepts({ blueconic: { recommendations: { startDaysAgo: 3650, endDaysAgo: 0 } } })).toBe(true);
    expect(
      problemsAt({ blueconic: { recommendations: { startDaysAgo: 3651 } } }, 'blueconic.recommendations.startDaysAgo'),
    ).toHaveLength(1);
    expect(
      problemsAt({ blueconic: { recommendations: { endDaysAgo: -1 } } }, 'blueconic.recommendations.endDaysAgo'),
    ).toHaveLength(1);
    expect(
      problemsAt(
        { blueconic: { recommendations: { startDaysAgo: 10, endDaysAgo: 20 } } },
        'blueconic.recommendations.startDaysAgo',
      ),
    ).toHaveLength(1);
  });

  it('keeps ungated paragraphs between 1 and 10 and the meter at one view and one day at least', () => {
    expect(accepts({ memberships: { ungatedParagraphs: 1 } })).toBe(true);
    expect(accepts({ memberships: { ungatedParagraphs: 10 } })).toBe(true);
    expect(problemsAt({ memberships: { ungatedParagraphs: 0 } }, 'memberships.ungatedParagraphs')).toHaveLength(1);
    expect(problemsAt({ memberships: { ungatedParagraphs: 11 } }, 'memberships.ungatedParagraphs')).toHaveLength(1);
    expect(
      problemsAt(
        { memberships: { contentMetering: { numberOfFreeViews: 0 } } },
        'memberships.contentMetering.numberOfFreeViews',
      ),
    ).toHaveLength(1);
    expect(
      problemsAt(
        { memberships: { contentMetering: { meteringPeriod: 0 } } },
        'memberships.contentMetering.meteringPeriod',
      ),
    ).toHaveLength(1);
  });

  it('accepts only the listed fonts and share networks', () => {
    expect(accepts({ baseStyles: { primaryFontFamily: 'poppins', secondaryFontFamily: 'raleway' } })).toBe(true);
    expect(
      problemsAt({ baseStyles: { primaryFontFamily: 'comic_sans' as 'poppins' } }, 'baseStyles.primaryFontFamily'),
    ).toHaveLength(1);
    expect(accepts({ contentStyle: { socialShareLinks: ['whatsapp', 'reddit'] } })).toBe(true);
    expect(
      problemsAt({ contentStyle: { socialShareLinks: ['myspace' as 'reddit'] } }, 'contentStyle.socialShareLinks.0'),
    ).toHaveLength(1);
  });

  it('rejects unknown content types and enum values', () => {
    expect(accepts({ general: { supportedContentTypes: ['Recipe' as 'Article'] } })).toBe(false);
    expect(accepts({ header: { searchStyle: 'button' as 'icon' } })).toBe(false);
    expect(accepts({ contentStyle: { sectionLocation: 'left' as 'top' } })).toBe(false);
  });

  it('needs a label and href on every menu link', () => {
    expect(
      accepts({
        menu: {
          footer: [{ label: 'About', href: '/about' }],
          hamburger: [
            { label: 'News', href: '/news', children: [{ label: 'Regulations', href: '/news/regulations' }] },
          ],
        },
      }),
    ).toBe(true);
    expect(problemsAt({ menu: { footer: [{ label: ' ', href: '/about' }] } }, 'menu.footer.0.label')).toEqual([
      'Field is required',
    ]);
  });

  it('needs a section when the leaders program is enabled', () => {
    expect(problemsAt({ leaders: { enabled: true } }, 'leaders.section')).toEqual(['Field is required']);
    expect(accepts({ leaders: { enabled: true, section: 12 } })).toBe(true);
  });

  it('needs unique newsletter ids with an Omeda product', () => {
    const newsletter = { id: 'daily', title: 'Daily', omedaProductId: 101 };
    expect(accepts({ newsletters: { enabledNewsletters: [newsletter] } })).toBe(true);
    expect(accepts({ newsletters: { enabledNewsletters: [newsletter, newsletter] } })).toBe(false);
    expect(
      accepts({ newsletters: { enabledNewsletters: [{ id: 'daily', title: 'Daily' } as typeof newsletter] } }),
    ).toBe(false);
  });

  it('rejects colours that are not hex and e-mail fields that are not addresses', () => {
    expect(accepts({ baseStyles: { primaryColor: 'red' } })).toBe(false);
    expect(accepts({ memberships: { fromEmail: 'not-an-address' } })).toBe(false);
    expect(accepts({ companyUpdate: { notificationEmails: ['news@fleetowner.com'] } })).toBe(true);
  });

  it('builds defaults from any part of a document', () => {
    const settings = defaultSiteSettings({ general: { siteName: 'FleetOwner' }, useNewDesign: true });
    expect(settings.general.siteName).toBe('FleetOwner');
    expect(settings.general.supportedContentTypes).toEqual([...standardContentTypes]);
    expect(settings.contentStyle.defaultContentTypes.length).toBeGreaterThan(0);
    expect(settings.googleAdManager.basePath).toBe('default');
    expect(settings.useNewDesign).toBe(true);
    expect(siteSettingsSchema.parse(settings)).toEqual(settings);
  });
});

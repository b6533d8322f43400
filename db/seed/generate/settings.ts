import {
  defaultSiteSettings,
  type MenuLink,
  type SiteSettings,
} from '../../../content-engine/shared/schemas/site-settings.ts';
import { demoBrands } from '../brands/index.ts';
import type { GenContext } from './context.ts';
import type { SeededItem } from './content.ts';
import type { generateSiteLogos } from './assets.ts';
import type { SeededPublication } from './magazine.ts';
import type { SectionTree } from './sections.ts';

const code = (ctx: GenContext, length: number) =>
  Array.from({ length }, () => ctx.random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('');

/** Menus of every type, linking the seeded sections and pages. */
function menus(
  ctx: GenContext,
  sections: SectionTree,
  publications: SeededPublication[],
  items: SeededItem[],
): SiteSettings['menu'] {
  const link = (label: string, href: string): MenuLink => ({ label, href });
  const tops = sections.topical.filter((s) => s.depth === 1);
  const page = (name: string) =>
    link(name, items.find((item) => item.type === 'Page' && item.name === name)?.canonicalPath ?? '/');
  const special = [
    link('Webinars', '/resources/webinars'),
    link('Whitepapers', '/resources/whitepapers'),
    link('Events', '/resources/events'),
    link('Videos', '/resources/videos'),
    link('Podcasts', '/resources/podcasts'),
    ...(publications[0] ? [link('Magazine', `/magazine/${publications[0].alias}`)] : []),
  ];
  return {
    header_primary: [
      ...tops.map((s) => link(s.name, `/${s.alias}`)),
      link('Resources', '/resources'),
      link('Directory', '/directory'),
    ],
    header_secondary: [...special.slice(0, 5), link('Subscribe', '/membership/choose')],
    hamburger: sections.all
      .filter((s) => s.depth === 1 && s.alias !== 'home')
      .map((top) => ({
        ...link(top.name, `/${top.alias}`),
        children: sections.all
          .filter((s) => s.depth === 2 && s.top === top.alias)
          .map((s) => link(s.name, `/${s.alias}`)),
      })),
    footer: ['About Us', 'Contact Us', 'Advertise With Us', 'Privacy Policy', 'Terms of Use'].map(page),
    mega_1: tops.map((s) => link(s.name, `/${s.alias}`)),
    mega_2: special,
    mega_3: [
      page('Contact Us'),
      page('Advertise With Us'),
      page('Editorial Team'),
      link('Subscribe', '/membership/choose'),
    ],
    affiliated_brands: demoBrands
      .filter((b) => !b.isTest && b.key !== ctx.brand.key)
      .map((b) => link(b.name, `https://www.${b.key}.com`)),
  };
}

/** The tenant's site settings document, validated by the shared schema. */
export function generateSettings(
  ctx: GenContext,
  {
    sections,
    publications,
    items,
    logos,
  }: {
    sections: SectionTree;
    publications: SeededPublication[];
    items: SeededItem[];
    logos: Omit<ReturnType<typeof generateSiteLogos>, 'favicon'>;
  },
): SiteSettings {
  const { brand } = ctx;
  const domain = `${brand.key}.com`;
  const has = (module: string) => brand.modules.includes(module as never);
  return defaultSiteSettings({
    // No uploaded favicon: the site serves its generated monogram icons (site/lib/favicons.ts).
    general: { siteName: brand.name, rootDomain: domain, maxPageScrolls: 8 },
    header: {
      logo: logos.header.src,
      logoHeight: 40,
      prestitialLogo: logos.prestitial.src,
      primaryMenuBackgroundColor: brand.colors.primary,
      primaryMenuTextColor: '#ffffff',
      hamburgerMenuStyle: brand.useNewDesign ? 'primary' : 'secondary',
      hamburgerMenuCollapsibleGroups: true,
      searchStyle: brand.useNewDesign ? 'icon' : 'text',
      ctaText: `Get the ${brand.name} newsletters`,
    },
    footer: {
      logo: logos.footer.src,
      logoBackgroundColor: brand.colors.footer,
      primaryBackgroundColor: brand.colors.footer,
      copyrightText: `© ${new Date(ctx.now).getUTCFullYear()} ${brand.name}. All rights reserved.`,
    },
    socialLinks: {
      facebook: `https://www.facebook.com/${brand.key}`,
      twitter: `https://x.com/${brand.key}`,
      linkedin: `https://www.linkedin.com/company/${brand.key}`,
      youtube: `https://www.youtube.com/@${brand.key}`,
      instagram: `https://www.instagram.com/${brand.key}`,
      ...(brand.useNewDesign
        ? {
            email: `editors@${domain}`,
            reddit: `https://www.reddit.com/r/${brand.key}`,
            flipboard: `https://flipboard.com/@${brand.key}`,
            telegram: `https://t.me/${brand.key}`,
            whatsapp: `https://whatsapp.com/channel/${brand.key}`,
          }
        : {}),
    },
    baseStyles: {
      colorPalette: [
        brand.colors.primary,
        brand.colors.secondary,
        brand.colors.link,
        brand.colors.footer,
        '#ffffff',
        '#222222',
      ],
      primaryFontFamily: brand.fonts.primary,
      secondaryFontFamily: brand.fonts.secondary,
      primaryColor: brand.colors.primary,
      secondaryColor: brand.colors.secondary,
      linkColor: brand.colors.link,
    },
    podStyle: { accentColor: brand.colors.secondary },
    contentStyle: {
      defaultContentTypes: ['Article', 'News', 'Blog', 'PressRelease', 'Video', 'Podcast', 'Webinar', 'Whitepaper'],
      sponsoredTextColor: brand.colors.secondary,
      sectionColor: brand.colors.primary,
      includeHomeInBreadcrumb: brand.useNewDesign,
      socialShareLinks: ['facebook', 'linkedin', 'twitter', 'reddit', 'whatsapp', 'email'],
    },
    googleTagManager: { containerID: `GTM-${code(ctx, 7)}` },
    // No GAM network: the demo's ads come from the local house-ad server (ADR 12). The draw keeps the seed's random stream.
    googleAdManager: {
      networkCode: (ctx.random.int(10_000_000, 99_999_999), ''),
      basePath: brand.key,
      lazyLoad: true,
      iavTargetInjection: brand.useNewDesign,
    },
    sectionTree: { parentSections: sections.all.filter((s) => s.depth === 1 && s.alias !== 'home').map((s) => s.id) },
    leaders: has('leaders')
      ? { enabled: true, logo: logos.sponsor.src, section: sections.byAlias('directory/companies').id }
      : {},
    inquiryForm: {
      sendTo: `sales@${domain}`,
      sendFrom: `noreply@${domain}`,
      notificationSubject: `New inquiry from ${brand.name}`,
      emailHeaderImage: logos.header.src,
    },
    contactUs: {
      sendTo: `editors@${domain}`,
      sendFrom: `noreply@${domain}`,
      notificationSubject: `Contact form: ${brand.name}`,
    },
    sourceEsb: has('sourceesb')
      ? {
          embeds: [
            {
              key: 'part-search',
              inArticleTextTitle: 'Find parts fast',
              inArticleTextBody: 'Search millions of parts from trusted suppliers.',
              inArticleTextButtonLabel: 'Search Parts',
              inArticleClickUrl: `https://parts.${domain}`,
            },
          ],
        }
      : {},
    labels: { content: ['Sponsored', 'Partner Content', 'Exclusive'] },
    magazine: has('magazine')
      ? { nlOmedaSite: brand.abbreviation, nlSignupQuery: `${brand.abbreviation}_NL_SIGNUP` }
      : {},
    blueconic: {
      gamTargeting: brand.useNewDesign,
      recommendations: {
        enabled: brand.useNewDesign,
        catalogs: {
          internalEditorial: `${brand.key}-editorial`,
          internalSponsored: `${brand.key}-sponsored`,
          internalEditorialAndSponsored: `${brand.key}-all`,
          externalSponsored: '',
        },
      },
    },
    // The demo sites use the local consent banner (a OneTrust script id only works with a OneTrust account online);
    // the id is still drawn so every later demo value stays the same.
    oneTrust: { scriptId: code(ctx, 16) && '' },
    thirdPartyScripts: {
      blueConic: {
        enabled: true,
        sourceUrl: `https://cdn.blueconic.net/${brand.key}.js`,
        contentBodyRecommendations: brand.useNewDesign,
      },
      facebookPixel: { enabled: true, pixelId: String(ctx.random.int(100_000_000, 999_999_999)) },
      hotjar: { enabled: !brand.useNewDesign, siteId: String(ctx.random.int(1_000_000, 9_999_999)) },
      linkedInInsight: { enabled: true, partnerId: String(ctx.random.int(100_000, 999_999)) },
    },
    companyUpdate: has('leaders') ? { enabled: true, notificationEmails: [`editors@${domain}`] } : {},
    sponsoredSearch:
      brand.key === 'fleetowner'
        ? {
            enabled: true,
            logo: logos.sponsor.src,
            altLogo: logos.sponsor.src,
            searchPageLogo: logos.sponsor.src,
            clickUrl: `https://www.${domain}/sponsor`,
          }
        : {},
    menu: menus(ctx, sections, publications, items),
    memberships: {
      fromEmail: `members@${domain}`,
      supportEmail: `support@${domain}`,
      commenting: brand.useNewDesign,
      allowAnonymousCommenting: brand.key === 'healthcareit',
      siteLoginPageText: `<p>Log in to your ${brand.name} account to read premium stories and manage your newsletters.</p>`,
      ungatedParagraphs: 3,
      newsletterPromoCode: `${brand.abbreviation}WEB`,
      showTitleLocks: true,
      allowIpGating: has('leaders'),
      contentMetering: { enabled: brand.key !== 'healthcareit' },
    },
    newsletters: {
      enabledNewsletters: brand.newsletters.map((n, index) => ({
        ...n,
        showAtRegistration: index === 0,
        showInSubscribeBlock: true,
      })),
      subscribeBlockSettings: { promoCode: `${brand.abbreviation}SUB` },
    },
    useNewDesign: brand.useNewDesign,
  });
}

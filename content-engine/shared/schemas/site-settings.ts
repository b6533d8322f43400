import { z } from 'zod';
import { contentTypes, standardContentTypes } from '../content-types.ts';
import { fonts, socialShareNetworks } from '../enums.ts';
import { commentingServices } from '../commenting-services.ts';
import { allowedHostPattern, httpsUrl } from '../external-sso.ts';
import {
  color,
  email,
  flag,
  group,
  int,
  link,
  list,
  required,
  requiredMessage,
  requiredText,
  src,
  text,
} from './fields.ts';

/*
 * The per-tenant site settings document (spec admin §3 "Site settings (groups)", "BlueConic
 * recommendation settings", "Membership settings", "Newsletter settings"; public §3 "Site settings
 * (public use)"), with the rules of admin §5 and the constants of admin §9 / public §9.
 *
 * Three fields are required and have no default: general.supportedContentTypes,
 * contentStyle.defaultContentTypes and googleAdManager.basePath. Everything else defaults, so
 * parsing a document holding only those three yields a complete document; `defaultSiteSettings`
 * fills the three as well.
 */

export { requiredMessage };

export const gtmIdPattern = /^(GTM|G)-[0-9A-Z]+$/;

const menuLinkBase = z.object({
  label: z.string().trim().min(1, requiredMessage).max(200),
  href: z.string().trim().min(1, requiredMessage).max(2000),
});
/** A menu link; hamburger groups may hold one level of child links. */
export const menuLinkSchema = menuLinkBase.extend({ children: z.array(menuLinkBase).max(50).optional() });
const menuLinks = list(menuLinkSchema, 100);

const favicon = z
  .preprocess(
    (value) => (typeof value === 'string' ? { src: value } : value),
    z
      .object({
        src: z
          .string()
          .trim()
          .max(2000)
          .regex(/^(|.*\.ico([?#].*)?)$/i, 'Favicon must be an .ico file')
          .default(''),
        width: z.number().int().positive().nullable().default(null),
        height: z.number().int().positive().nullable().default(null),
      })
      .refine((f) => f.width === null || f.height === null || f.width === f.height, {
        message: 'Favicon must be square',
        path: ['width'],
      }),
  )
  .prefault({});

const general = z.object(
  {
    siteName: text(200),
    rootDomain: text(253),
    supportedContentTypes: z.array(z.enum(contentTypes), required).min(1, requiredMessage).max(contentTypes.length),
    maxPageScrolls: int(0, 8, 8),
    favicon,
    enableNoIndexByContentType: flag(),
    /** Content types whose pages carry noindex when enableNoIndexByContentType is on. */
    noIndexContentTypes: list(z.enum(contentTypes), contentTypes.length),
    /** Site max width in px (public §9). */
    maxWidth: int(320, 3000, 1300),
    spacing: group({ default: int(0, 200, 48), unit: int(1, 64, 8) }),
  },
  required,
);

const header = group({
  logo: src,
  logoHeight: int(35, 45, 35, 'Logo height must be between 35 and 45'),
  logoWidth: z.number().int().positive().max(2000).nullable().default(null),
  prestitialLogo: src,
  backgroundColor: color('#ffffff'),
  textColor: color('#222222'),
  primaryMenuBackgroundColor: color(),
  primaryMenuTextColor: color(),
  secondaryMenuBackgroundColor: color(),
  secondaryMenuTextColor: color(),
  hamburgerMenuStyle: z.enum(['primary', 'secondary']).default('primary'),
  hamburgerMenuCollapsibleGroups: flag(),
  searchStyle: z.enum(['icon', 'text']).default('icon'),
  ctaText: text(500),
});

const footer = group({
  logo: src,
  logoBackgroundColor: color(),
  primaryBackgroundColor: color('#222222'),
  textColor: color('#ffffff'),
  copyrightText: text(500),
});

/** '' or a mailto: link; a plain e-mail address is made one. */
const emailLink = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(|mailto:\S+@\S+|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'Must be an e-mail address or a mailto: link')
  .transform((value) => (value && !value.startsWith('mailto:') ? `mailto:${value}` : value))
  .default('');
/** '' or a skype: link (skype:name?chat), or an http(s) URL or path. */
const skypeLink = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(|skype:\S+|\/.*|https?:\/\/\S+)$/, 'Must be a skype: link, a URL (https://…) or a path starting with /')
  .default('');
/** The site's profile on each network of spec public §3 that has one (the first six are the original fields). */
const socialLinks = group({
  facebook: link,
  twitter: link,
  instagram: link,
  pinterest: link,
  linkedin: link,
  youtube: link,
  email: emailLink,
  flipboard: link,
  instapaper: link,
  pocket: link,
  quora: link,
  reddit: link,
  skype: skypeLink,
  telegram: link,
  tumblr: link,
  whatsapp: link,
  other: link,
});

const baseStyles = group({
  colorPalette: z.array(color()).max(80).default(['#1f4e79', '#c8102e', '#222222', '#ffffff']),
  primaryFontFamily: z.enum(fonts).default('open_sans'),
  secondaryFontFamily: z.enum(fonts).default('georgia'),
  primaryColor: color('#1f4e79'),
  secondaryColor: color('#c8102e'),
  linkColor: color('#1f4e79'),
  bodyBackgroundColor: color('#ffffff'),
  siteTheme: z.enum(['light', 'dark']).default('light'),
});

const contentStyle = z.object(
  {
    smallImageWidth: int(50, 600, 135),
    sponsoredTextColor: color(),
    sectionColor: color(),
    sectionLocation: z.enum(['none', 'top', 'bottom']).default('top'),
    itemVerticalSpacing: z.enum(['small', 'medium', 'large']).default('medium'),
    dateTextColor: color(),
    dateLocation: z.enum(['above_summary', 'below_summary']).default('below_summary'),
    showCompanyDate: z.enum(['author_company', 'author_only', 'none']).default('author_company'),
    defaultContentTypes: z.array(z.enum(contentTypes), required).min(1, requiredMessage).max(contentTypes.length),
    includeHomeInBreadcrumb: flag(),
    socialShareLinks: z
      .array(z.enum(socialShareNetworks))
      .max(socialShareNetworks.length)
      .default(['facebook', 'linkedin', 'twitter']),
    /** Characters of teaser shown in lists (public §9). */
    teaserTruncation: int(0, 600, 175),
  },
  required,
);

const googleTagManager = group({
  containerID: z
    .string()
    .trim()
    .max(50)
    .refine((id) => id === '' || gtmIdPattern.test(id), {
      error: (issue) => `${String(issue.input)} is not a valid GTM-ID`,
    })
    .default(''),
});

const googleAdManager = z.object(
  {
    /** The {network} of the ad slot path /{network}/{basePath}/{section}/{key}. */
    networkCode: z.string().trim().regex(/^\d*$/, 'Must be digits').max(20).default(''),
    basePath: requiredText(200),
    lazyLoad: flag(true),
    iavTargetInjection: flag(),
  },
  required,
);

const blueconicRecommendations = group({
  enabled: flag(),
  label: text(200, 'Recommended For You'),
  backgroundColor: color(),
  targetParagraph: int(1, 100, 3),
  paragraphLength: int(1, 1000, 40),
  numberOfItems: int(1, 12, 4),
  catalogs: group({
    internalEditorial: text(200),
    internalSponsored: text(200),
    internalEditorialAndSponsored: text(200),
    externalSponsored: text(200),
  }),
  recommendationType: z
    .enum([
      'RECENT_VIEW',
      'RECENT_ENTRYPAGE',
      'RECENCY',
      'RECENT_CTR',
      'SAME_CATEGORY',
      'LOOK_ALIKE',
      'COLLABORATIVE_FILTERING',
    ])
    .default('RECENCY'),
  startDaysAgo: int(0, 3650, 3650, 'startDaysAgo must be between 0 and 3650'),
  endDaysAgo: int(0, 3650, 0, 'endDaysAgo must be between 0 and 3650'),
}).refine((r) => r.startDaysAgo >= r.endDaysAgo, {
  message: 'startDaysAgo must not be less than endDaysAgo',
  path: ['startDaysAgo'],
});

const script = <T extends z.ZodRawShape>(shape: T) => group({ enabled: flag(), ...shape });

const thirdPartyScripts = group({
  adDaptive: script({ scriptSrc: link }),
  blueConic: script({ sourceUrl: link, contentBodyRecommendations: flag() }),
  facebookPixel: script({ pixelId: text(50) }),
  feathrSuperPixel: script({ accountId: text(50) }),
  hotjar: script({ siteId: text(50) }),
  linkedInInsight: script({ partnerId: text(50) }),
  olytics: script({ oid: text(100) }),
});

const contentMetering = group({
  enabled: flag(),
  numberOfFreeViews: int(1, 1000, 7, 'numberOfFreeViews must be at least 1'),
  meteringPeriod: int(1, 3650, 30, 'meteringPeriod must be at least 1'),
  /** Placeholders: [VIEWS_REMAINING], [ALLOWED_VIEWS], [EXPIRATION_DATE], [VIEWS]. */
  viewsRemainingText: text(
    2000,
    'You have [VIEWS_REMAINING] of [ALLOWED_VIEWS] free articles remaining. Register for unlimited access.',
  ),
  lastViewText: text(2000, 'This is your last free article until [EXPIRATION_DATE]. Register for unlimited access.'),
  meteredOutText: text(
    2000,
    'You have read [VIEWS] of [ALLOWED_VIEWS] free articles. Register or log in to keep reading.',
  ),
  buttonLabel: text(200, 'Register'),
});

const memberships = group({
  fromEmail: email,
  supportEmail: email,
  commenting: flag(),
  allowAnonymousCommenting: flag(),
  /** Where comments live: our own store, or Viafoura (its script in the block, its user API on profile changes). */
  commentingService: z.enum(commentingServices).default('local'),
  siteLoginPageText: text(5000),
  ungatedParagraphs: int(1, 10, 2, 'ungatedParagraphs must be between 1 and 10'),
  newsletterPromoCode: text(100),
  showTitleLocks: flag(),
  allowIpGating: flag(),
  overrideRegisterButtonLabel: flag(),
  registerButtonLabel: z.string().trim().min(1, requiredMessage).max(100).default('Join Now'),
  contentMetering,
  /** User fields asked for when the meter runs out. */
  contentMeteringFields: list(z.string().trim().min(1).max(100), 20),
});

const newsletterSchema = z.object({
  id: z.string().trim().min(1, requiredMessage).max(100),
  title: z.string().trim().min(1, requiredMessage).max(200),
  description: text(2000),
  omedaProductId: z.number().int().positive(),
  showAtRegistration: flag(),
  showInSubscribeBlock: flag(true),
});

const newsletters = group({
  enabledNewsletters: list(newsletterSchema, 100).refine((all) => new Set(all.map((n) => n.id)).size === all.length, {
    message: 'Newsletter ids must be unique',
  }),
  subscribeBlockSettings: group({
    title: text(200, 'Sign up for our newsletters'),
    description: text(2000),
    promoCode: text(100),
  }),
  groupSites: list(z.string().trim().min(1).max(64), 100),
  stealthLink: link,
  injectionSettings: group({ enabled: flag(), afterParagraph: int(1, 100, 3), newsletterId: text(100) }),
});

const menu = group({
  header_primary: menuLinks,
  header_secondary: menuLinks,
  hamburger: menuLinks,
  footer: menuLinks,
  mega_1: menuLinks,
  mega_2: menuLinks,
  mega_3: menuLinks,
  affiliated_brands: menuLinks,
});

/** File types a podcast image may have (spec admin §5). */
export const podcastImageTypes = ['png', 'jpg', 'jpeg', 'psd', 'gif', 'avif', 'ico', 'tiff', 'tif', 'bmp'] as const;
export const podcastImageTypeMessage = `The podcast image must be a ${podcastImageTypes.join(', ')} file`;

/** Contacts settings (admin §3): titled groups of people (persons' ids), in order. */
const contacts = group({
  groups: list(
    z.object({
      title: requiredText(200),
      contacts: z.array(z.number().int().positive()).max(100).default([]),
    }),
    50,
  ),
});

/** Podcast settings (admin §3): the show, its image (a media library asset, one at most) and its listening links. */
const podcast = group({
  url: link,
  title: text(300),
  image: z.array(z.number().int().positive()).max(1, 'The podcast image is one item at most').default([]),
  description: text(5000),
  links: group({ apple: link, spotify: link, iheart: link, podbean: link }),
});

/** MEIG settings (ADR 0049): the publisher's Media kit, Editorial calendar and Industry Guide, linked in the footer. */
const meig = group({
  mediaKitUrl: link,
  editorialCalendarUrl: link,
  industryGuideTitle: text(200),
  industryGuideUrl: link,
  advertisingEmail: email,
}).refine((m) => m.industryGuideUrl === '' || m.industryGuideTitle !== '', {
  message: requiredMessage,
  path: ['industryGuideTitle'],
});

/** The partner single sign-on (ADR 71): the page members are handed to, and the partner hosts it may send them on to. */
const externalSso = group({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || httpsUrl(value) !== null, 'Must be an https:// URL')
    .default(''),
  allowedRedirectHosts: list(
    z.string().trim().toLowerCase().regex(allowedHostPattern, 'Must be a host name such as partner.example'),
    50,
  ),
});

export const siteSettingsSchema = z.object({
  general,
  header,
  footer,
  socialLinks,
  baseStyles,
  podStyle: group({ accentColor: color() }),
  contentStyle,
  googleTagManager,
  googleAdManager,
  sectionTree: group({ parentSections: list(z.number().int().positive(), 100) }),
  leaders: group({ enabled: flag(), logo: src, section: z.number().int().positive().nullable().default(null) }).refine(
    (l) => !l.enabled || l.section !== null,
    {
      message: requiredMessage,
      path: ['section'],
    },
  ),
  inquiryForm: group({
    sendTo: text(1000),
    sendFrom: email,
    sendBcc: text(1000),
    notificationSubject: text(300),
    emailHeaderImage: src,
  }),
  contactUs: group({ sendTo: text(1000), sendFrom: email, notificationSubject: text(300) }),
  sourceEsb: group({
    embeds: list(
      z.object({
        key: z.string().trim().min(1, requiredMessage).max(100),
        inArticleTextTitle: text(300),
        inArticleTextBody: text(5000),
        inArticleTextButtonLabel: text(100),
        inArticleClickUrl: link,
      }),
      50,
    ),
  }),
  labels: group({ content: z.array(z.string().trim().min(1).max(100)).max(50).default(['Sponsored']) }),
  magazine: group({ nlOmedaSite: text(100), nlSignupQuery: text(500) }),
  blueconic: group({ gamTargeting: flag(), recommendations: blueconicRecommendations }),
  oneTrust: group({ scriptId: text(100) }),
  thirdPartyScripts,
  companyUpdate: group({ enabled: flag(), notificationEmails: list(z.email('Must be an e-mail address'), 50) }),
  sponsoredSearch: group({ enabled: flag(), logo: src, altLogo: src, searchPageLogo: src, clickUrl: link }),
  systemOutage: group({ disableOmeda: flag(), disableOmedaMessage: text(2000) }),
  menu,
  memberships,
  newsletters,
  useNewDesign: flag(),
  contacts,
  podcast,
  meig,
  externalSso,
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type MenuLink = z.output<typeof menuLinkSchema>;
export type MenuName = keyof SiteSettings['menu'];

type Loose<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? Loose<T[K]> : T[K] };
/** Any part of a settings document; the required fields may be left out too. */
export type SiteSettingsPartial = Loose<SiteSettingsInput>;

/** Content types shown in lists when a tenant has not chosen any. */
export const defaultListContentTypes = [
  'Article',
  'News',
  'Blog',
  'PressRelease',
  'Video',
  'Podcast',
  'Webinar',
  'Whitepaper',
  'Event',
] as const;

/** A complete, valid settings document from any part of one (throws on invalid values). */
export function defaultSiteSettings(partial: SiteSettingsPartial = {}): SiteSettings {
  return siteSettingsSchema.parse({
    ...partial,
    general: { supportedContentTypes: [...standardContentTypes], ...partial.general },
    contentStyle: { defaultContentTypes: [...defaultListContentTypes], ...partial.contentStyle },
    googleAdManager: { basePath: 'default', ...partial.googleAdManager },
  });
}

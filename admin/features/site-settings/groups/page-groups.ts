import { contentTypes } from '../../../../content-engine/shared/content-types.ts';
import { socialShareNetworks } from '../../../../content-engine/shared/enums.ts';
import { optionsOf, type SettingsGroup } from './field-spec.ts';

const types = contentTypes.map((type) => [type, type] as const);
const body = { name: 'baseStyles.bodyBackgroundColor', label: 'body background' };

/** The site-wide look and structure: general, header, footer, social links, base, pod and content styles. */
export const pageGroups: SettingsGroup[] = [
  {
    name: 'general',
    label: 'General',
    fields: [
      { kind: 'text', name: 'general.siteName', label: 'Site name' },
      { kind: 'text', name: 'general.rootDomain', label: 'Root domain' },
      {
        kind: 'checkboxes',
        name: 'general.supportedContentTypes',
        label: 'Supported content types',
        options: types,
        required: true,
      },
      { kind: 'number', name: 'general.maxPageScrolls', label: 'Max page scrolls', min: 0, max: 8 },
      { kind: 'image', name: 'general.favicon.src', label: 'Favicon', accept: 'ico', hint: 'An .ico file, square.' },
      { kind: 'checkbox', name: 'general.enableNoIndexByContentType', label: 'Enable noindex by content type' },
      {
        kind: 'checkboxes',
        name: 'general.noIndexContentTypes',
        label: 'Content types without indexing',
        options: types,
      },
      { kind: 'number', name: 'general.maxWidth', label: 'Site max width (px)', min: 320, max: 3000 },
      { kind: 'number', name: 'general.spacing.default', label: 'Default spacing (px)', min: 0, max: 200 },
      { kind: 'number', name: 'general.spacing.unit', label: 'Spacing unit (px)', min: 1, max: 64 },
    ],
  },
  {
    name: 'header',
    label: 'Header',
    fields: [
      { kind: 'image', name: 'header.logo', label: 'Logo' },
      { kind: 'number', name: 'header.logoHeight', label: 'Logo height (px)', hint: 'Between 35 and 45.' },
      {
        kind: 'number',
        name: 'header.logoWidth',
        label: 'Logo width (px)',
        nullable: true,
        hint: 'Empty: from the height.',
      },
      { kind: 'image', name: 'header.prestitialLogo', label: 'Prestitial logo' },
      { kind: 'color', name: 'header.backgroundColor', label: 'Background colour' },
      {
        kind: 'color',
        name: 'header.textColor',
        label: 'Text colour',
        contrastWith: { name: 'header.backgroundColor', label: 'header background' },
      },
      { kind: 'color', name: 'header.primaryMenuBackgroundColor', label: 'Primary menu background colour' },
      {
        kind: 'color',
        name: 'header.primaryMenuTextColor',
        label: 'Primary menu text colour',
        contrastWith: { name: 'header.primaryMenuBackgroundColor', label: 'primary menu background' },
      },
      { kind: 'color', name: 'header.secondaryMenuBackgroundColor', label: 'Secondary menu background colour' },
      {
        kind: 'color',
        name: 'header.secondaryMenuTextColor',
        label: 'Secondary menu text colour',
        contrastWith: { name: 'header.secondaryMenuBackgroundColor', label: 'secondary menu background' },
      },
      {
        kind: 'select',
        name: 'header.hamburgerMenuStyle',
        label: 'Hamburger menu style',
        options: optionsOf(['primary', 'secondary']),
      },
      { kind: 'checkbox', name: 'header.hamburgerMenuCollapsibleGroups', label: 'Hamburger menu groups collapse' },
      { kind: 'select', name: 'header.searchStyle', label: 'Search style', options: optionsOf(['icon', 'text']) },
      { kind: 'text', name: 'header.ctaText', label: 'Call-to-action text', multiline: true },
    ],
  },
  {
    name: 'footer',
    label: 'Footer',
    fields: [
      { kind: 'image', name: 'footer.logo', label: 'Logo' },
      { kind: 'color', name: 'footer.logoBackgroundColor', label: 'Logo background colour' },
      { kind: 'color', name: 'footer.primaryBackgroundColor', label: 'Primary background colour' },
      {
        kind: 'color',
        name: 'footer.textColor',
        label: 'Text colour',
        contrastWith: { name: 'footer.primaryBackgroundColor', label: 'footer background' },
      },
      { kind: 'text', name: 'footer.copyrightText', label: 'Copyright text' },
    ],
  },
  {
    name: 'socialLinks',
    label: 'Social links',
    fields: (
      [
        ['facebook', 'Facebook'],
        ['twitter', 'X (Twitter)'],
        ['instagram', 'Instagram'],
        ['pinterest', 'Pinterest'],
        ['linkedin', 'LinkedIn'],
        ['youtube', 'YouTube'],
        ['email', 'E-mail'],
        ['flipboard', 'Flipboard'],
        ['instapaper', 'Instapaper'],
        ['pocket', 'Pocket'],
        ['quora', 'Quora'],
        ['reddit', 'Reddit'],
        ['skype', 'Skype'],
        ['telegram', 'Telegram'],
        ['tumblr', 'Tumblr'],
        ['whatsapp', 'WhatsApp'],
        ['other', 'Other'],
      ] as const
    ).map(([key, label]) => ({ kind: 'text' as const, name: `socialLinks.${key}`, label })),
  },
  {
    name: 'baseStyles',
    label: 'Base styles',
    fields: [
      {
        kind: 'palette',
        name: 'baseStyles.colorPalette',
        label: 'Colour palette',
        hint: 'The swatches every colour field offers.',
      },
      { kind: 'font', name: 'baseStyles.primaryFontFamily', label: 'Primary font' },
      { kind: 'font', name: 'baseStyles.secondaryFontFamily', label: 'Secondary font' },
      { kind: 'color', name: 'baseStyles.primaryColor', label: 'Primary colour', contrastWith: body },
      { kind: 'color', name: 'baseStyles.secondaryColor', label: 'Secondary colour', contrastWith: body },
      { kind: 'color', name: 'baseStyles.linkColor', label: 'Link colour', contrastWith: body },
      { kind: 'color', name: 'baseStyles.bodyBackgroundColor', label: 'Body background colour' },
      { kind: 'select', name: 'baseStyles.siteTheme', label: 'Site theme', options: optionsOf(['light', 'dark']) },
    ],
  },
  {
    name: 'podStyle',
    label: 'Pod style',
    fields: [{ kind: 'color', name: 'podStyle.accentColor', label: 'Accent colour' }],
  },
  {
    name: 'contentStyle',
    label: 'Content style',
    fields: [
      { kind: 'number', name: 'contentStyle.smallImageWidth', label: 'Small image width (px)', min: 50, max: 600 },
      { kind: 'color', name: 'contentStyle.sponsoredTextColor', label: 'Sponsored text colour', contrastWith: body },
      { kind: 'color', name: 'contentStyle.sectionColor', label: 'Section colour', contrastWith: body },
      {
        kind: 'select',
        name: 'contentStyle.sectionLocation',
        label: 'Section location',
        options: optionsOf(['none', 'top', 'bottom']),
      },
      {
        kind: 'select',
        name: 'contentStyle.itemVerticalSpacing',
        label: 'Item vertical spacing',
        options: optionsOf(['small', 'medium', 'large']),
      },
      { kind: 'color', name: 'contentStyle.dateTextColor', label: 'Date text colour', contrastWith: body },
      {
        kind: 'select',
        name: 'contentStyle.dateLocation',
        label: 'Date location',
        options: optionsOf(['above_summary', 'below_summary']),
      },
      {
        kind: 'select',
        name: 'contentStyle.showCompanyDate',
        label: 'Show company and date',
        options: optionsOf(['author_company', 'author_only', 'none']),
      },
      {
        kind: 'checkboxes',
        name: 'contentStyle.defaultContentTypes',
        label: 'Default content types',
        options: types,
        required: true,
      },
      { kind: 'checkbox', name: 'contentStyle.includeHomeInBreadcrumb', label: 'Include home in breadcrumb' },
      {
        kind: 'checkboxes',
        name: 'contentStyle.socialShareLinks',
        label: 'Social share links',
        options: optionsOf(socialShareNetworks),
      },
      {
        kind: 'number',
        name: 'contentStyle.teaserTruncation',
        label: 'Teaser length in lists (characters)',
        min: 0,
        max: 600,
      },
    ],
  },
];

import type { SettingsGroup } from './field-spec.ts';

const script = (key: string, label: string, fields: { name: string; label: string }[]) => [
  { kind: 'checkbox' as const, name: `thirdPartyScripts.${key}.enabled`, label: `${label} enabled` },
  ...fields.map((field) => ({
    kind: 'text' as const,
    name: `thirdPartyScripts.${key}.${field.name}`,
    label: `${label} ${field.label}`,
  })),
];

/** Tags, ads and the services the site talks to: tag manager, ad manager, OneTrust, BlueConic, scripts. */
export const serviceGroups: SettingsGroup[] = [
  {
    name: 'googleTagManager',
    label: 'Google Tag Manager',
    fields: [{ kind: 'text', name: 'googleTagManager.containerID', label: 'Container ID', hint: 'GTM-… or G-…' }],
  },
  {
    name: 'googleAdManager',
    label: 'Google Ad Manager',
    fields: [
      { kind: 'text', name: 'googleAdManager.networkCode', label: 'Network code' },
      { kind: 'text', name: 'googleAdManager.basePath', label: 'Base path', required: true },
      { kind: 'checkbox', name: 'googleAdManager.lazyLoad', label: 'Lazy load' },
      { kind: 'checkbox', name: 'googleAdManager.iavTargetInjection', label: 'IAV target injection' },
    ],
  },
  {
    name: 'externalSso',
    label: 'Partner single sign-on',
    description:
      'Links to /account/sso?redirect=… hand a logged-in member to this page with a one-time token, for partner sites on the list only.',
    fields: [
      { kind: 'text', name: 'externalSso.url', label: 'Single sign-on page URL', inputType: 'url', hint: 'https://…' },
      {
        kind: 'lines',
        name: 'externalSso.allowedRedirectHosts',
        label: 'Allowed partner hosts',
        hint: 'One host per line',
      },
    ],
  },
  {
    name: 'oneTrust',
    label: 'OneTrust',
    fields: [{ kind: 'text', name: 'oneTrust.scriptId', label: 'Script ID' }],
  },
  {
    name: 'blueconic',
    label: 'BlueConic',
    description: 'GAM targeting and the recommendations shown in article bodies.',
    fields: [
      { kind: 'checkbox', name: 'blueconic.gamTargeting', label: 'GAM targeting' },
      { kind: 'checkbox', name: 'blueconic.recommendations.enabled', label: 'Recommendations enabled' },
      { kind: 'text', name: 'blueconic.recommendations.label', label: 'Recommendations label' },
      { kind: 'color', name: 'blueconic.recommendations.backgroundColor', label: 'Recommendations background colour' },
      {
        kind: 'number',
        name: 'blueconic.recommendations.targetParagraph',
        label: 'Target paragraph',
        min: 1,
        max: 100,
      },
      {
        kind: 'number',
        name: 'blueconic.recommendations.paragraphLength',
        label: 'Paragraph length',
        min: 1,
        max: 1000,
      },
      { kind: 'number', name: 'blueconic.recommendations.numberOfItems', label: 'Number of items', min: 1, max: 12 },
      {
        kind: 'text',
        name: 'blueconic.recommendations.catalogs.internalEditorial',
        label: 'Catalog: internal editorial',
      },
      {
        kind: 'text',
        name: 'blueconic.recommendations.catalogs.internalSponsored',
        label: 'Catalog: internal sponsored',
      },
      {
        kind: 'text',
        name: 'blueconic.recommendations.catalogs.internalEditorialAndSponsored',
        label: 'Catalog: internal editorial and sponsored',
      },
      {
        kind: 'text',
        name: 'blueconic.recommendations.catalogs.externalSponsored',
        label: 'Catalog: external sponsored',
      },
      {
        kind: 'select',
        name: 'blueconic.recommendations.recommendationType',
        label: 'Recommendation type',
        options: [
          'RECENT_VIEW',
          'RECENT_ENTRYPAGE',
          'RECENCY',
          'RECENT_CTR',
          'SAME_CATEGORY',
          'LOOK_ALIKE',
          'COLLABORATIVE_FILTERING',
        ].map((value) => [value, value] as const),
      },
      { kind: 'number', name: 'blueconic.recommendations.startDaysAgo', label: 'Start days ago', min: 0, max: 3650 },
      { kind: 'number', name: 'blueconic.recommendations.endDaysAgo', label: 'End days ago', min: 0, max: 3650 },
    ],
  },
  {
    name: 'thirdPartyScripts',
    label: 'Third-party scripts',
    fields: [
      ...script('adDaptive', 'AdDaptive', [{ name: 'scriptSrc', label: 'script URL' }]),
      ...script('blueConic', 'BlueConic', [{ name: 'sourceUrl', label: 'source URL' }]),
      {
        kind: 'checkbox',
        name: 'thirdPartyScripts.blueConic.contentBodyRecommendations',
        label: 'BlueConic content body recommendations',
      },
      ...script('facebookPixel', 'Facebook Pixel', [{ name: 'pixelId', label: 'pixel ID' }]),
      ...script('feathrSuperPixel', 'Feathr Super Pixel', [{ name: 'accountId', label: 'account ID' }]),
      ...script('hotjar', 'Hotjar', [{ name: 'siteId', label: 'site ID' }]),
      ...script('linkedInInsight', 'LinkedIn Insight', [{ name: 'partnerId', label: 'partner ID' }]),
      ...script('olytics', 'Olytics', [{ name: 'oid', label: 'OID' }]),
    ],
  },
  {
    name: 'magazine',
    label: 'Magazine',
    module: 'magazine',
    fields: [
      { kind: 'text', name: 'magazine.nlOmedaSite', label: 'Newsletter Omeda site' },
      { kind: 'text', name: 'magazine.nlSignupQuery', label: 'Newsletter sign-up query' },
    ],
  },
  {
    name: 'sourceEsb',
    label: 'SourceESB',
    module: 'sourceesb',
    fields: [{ kind: 'embeds', name: 'sourceEsb.embeds', label: 'Embeds' }],
  },
  {
    name: 'systemOutage',
    label: 'System outage',
    fields: [
      { kind: 'checkbox', name: 'systemOutage.disableOmeda', label: 'Disable Omeda' },
      {
        kind: 'text',
        name: 'systemOutage.disableOmedaMessage',
        label: 'Message while Omeda is disabled',
        multiline: true,
      },
    ],
  },
];

import type { SettingsGroup } from './field-spec.ts';

/** What the site's sections, forms and modules use: section tree, leaders, forms, labels, company updates… */
export const siteGroups: SettingsGroup[] = [
  {
    name: 'sectionTree',
    label: 'Section tree',
    fields: [{ kind: 'section', name: 'sectionTree.parentSections', label: 'Parent sections', multiple: true }],
  },
  {
    name: 'leaders',
    label: 'Leaders',
    module: 'leaders',
    fields: [
      { kind: 'checkbox', name: 'leaders.enabled', label: 'Leaders enabled' },
      { kind: 'image', name: 'leaders.logo', label: 'Leaders logo' },
      { kind: 'section', name: 'leaders.section', label: 'Leaders section' },
    ],
  },
  {
    name: 'inquiryForm',
    label: 'Inquiry form',
    fields: [
      { kind: 'text', name: 'inquiryForm.sendTo', label: 'Send to' },
      { kind: 'text', name: 'inquiryForm.sendFrom', label: 'Send from', inputType: 'email' },
      { kind: 'text', name: 'inquiryForm.sendBcc', label: 'Send BCC' },
      { kind: 'text', name: 'inquiryForm.notificationSubject', label: 'Notification subject' },
      { kind: 'image', name: 'inquiryForm.emailHeaderImage', label: 'E-mail header image' },
    ],
  },
  {
    name: 'contactUs',
    label: 'Contact us',
    fields: [
      { kind: 'text', name: 'contactUs.sendTo', label: 'Send to' },
      { kind: 'text', name: 'contactUs.sendFrom', label: 'Send from', inputType: 'email' },
      { kind: 'text', name: 'contactUs.notificationSubject', label: 'Notification subject' },
    ],
  },
  {
    name: 'labels',
    label: 'Labels',
    fields: [{ kind: 'lines', name: 'labels.content', label: 'Content labels', hint: 'One label per line.' }],
  },
  {
    name: 'companyUpdate',
    label: 'Company updates',
    fields: [
      { kind: 'checkbox', name: 'companyUpdate.enabled', label: 'Company updates enabled' },
      {
        kind: 'lines',
        name: 'companyUpdate.notificationEmails',
        label: 'Notification e-mails',
        hint: 'One address per line.',
      },
    ],
  },
  {
    name: 'sponsoredSearch',
    label: 'Sponsored search',
    fields: [
      { kind: 'checkbox', name: 'sponsoredSearch.enabled', label: 'Sponsored search enabled' },
      { kind: 'image', name: 'sponsoredSearch.logo', label: 'Logo' },
      { kind: 'image', name: 'sponsoredSearch.altLogo', label: 'Alternative logo' },
      { kind: 'image', name: 'sponsoredSearch.searchPageLogo', label: 'Search page logo' },
      { kind: 'text', name: 'sponsoredSearch.clickUrl', label: 'Click URL' },
    ],
  },
  {
    name: 'memberships',
    label: 'Memberships',
    module: 'memberships',
    fields: [
      { kind: 'text', name: 'memberships.fromEmail', label: 'From e-mail', inputType: 'email' },
      { kind: 'text', name: 'memberships.supportEmail', label: 'Support e-mail', inputType: 'email' },
      { kind: 'checkbox', name: 'memberships.commenting', label: 'Commenting' },
      { kind: 'checkbox', name: 'memberships.allowAnonymousCommenting', label: 'Allow anonymous commenting' },
      {
        kind: 'select',
        name: 'memberships.commentingService',
        label: 'Commenting service',
        options: [
          ['local', 'Masthead'],
          ['viafoura', 'Viafoura'],
        ],
      },
      { kind: 'text', name: 'memberships.siteLoginPageText', label: 'Site login page text', multiline: true },
      { kind: 'number', name: 'memberships.ungatedParagraphs', label: 'Ungated paragraphs', min: 1, max: 10 },
      { kind: 'text', name: 'memberships.newsletterPromoCode', label: 'Newsletter promo code' },
      { kind: 'checkbox', name: 'memberships.showTitleLocks', label: 'Show title locks' },
      { kind: 'checkbox', name: 'memberships.allowIpGating', label: 'Allow IP gating' },
      {
        kind: 'checkbox',
        name: 'memberships.overrideRegisterButtonLabel',
        label: 'Override the register button label',
      },
      { kind: 'text', name: 'memberships.registerButtonLabel', label: 'Register button label' },
      { kind: 'checkbox', name: 'memberships.contentMetering.enabled', label: 'Content metering' },
      { kind: 'number', name: 'memberships.contentMetering.numberOfFreeViews', label: 'Number of free views', min: 1 },
      { kind: 'number', name: 'memberships.contentMetering.meteringPeriod', label: 'Metering period (days)', min: 1 },
      {
        kind: 'text',
        name: 'memberships.contentMetering.viewsRemainingText',
        label: 'Views remaining text',
        multiline: true,
        hint: 'Placeholders: [VIEWS_REMAINING], [ALLOWED_VIEWS].',
      },
      {
        kind: 'text',
        name: 'memberships.contentMetering.lastViewText',
        label: 'Last view text',
        multiline: true,
        hint: 'Placeholder: [EXPIRATION_DATE].',
      },
      {
        kind: 'text',
        name: 'memberships.contentMetering.meteredOutText',
        label: 'Metered out text',
        multiline: true,
        hint: 'Placeholders: [VIEWS], [ALLOWED_VIEWS].',
      },
      { kind: 'text', name: 'memberships.contentMetering.buttonLabel', label: 'Metering button label' },
      {
        kind: 'lines',
        name: 'memberships.contentMeteringFields',
        label: 'Fields asked for when metered out',
        hint: 'One field per line.',
      },
    ],
  },
  {
    name: 'useNewDesign',
    label: 'Design',
    fields: [{ kind: 'checkbox', name: 'useNewDesign', label: 'Use the new design' }],
  },
];

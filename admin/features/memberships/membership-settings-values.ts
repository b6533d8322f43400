import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';

type Stored = SiteSettings['memberships'];

/** The settings form: the stored group, with the metering fields as one per line and numbers as typed. */
export type MembershipSettingsValues = Omit<Stored, 'contentMeteringFields'> & { contentMeteringFields: string };

export const emptyMembershipSettings: MembershipSettingsValues = {
  fromEmail: '',
  supportEmail: '',
  commenting: false,
  allowAnonymousCommenting: false,
  commentingService: 'local',
  siteLoginPageText: '',
  ungatedParagraphs: 2,
  newsletterPromoCode: '',
  showTitleLocks: false,
  allowIpGating: false,
  overrideRegisterButtonLabel: false,
  registerButtonLabel: 'Join Now',
  contentMetering: {
    enabled: false,
    numberOfFreeViews: 7,
    meteringPeriod: 30,
    viewsRemainingText: '',
    lastViewText: '',
    meteredOutText: '',
    buttonLabel: 'Register',
  },
  contentMeteringFields: '',
};

export const toSettingsForm = (stored: Stored): MembershipSettingsValues => ({
  ...stored,
  contentMeteringFields: stored.contentMeteringFields.join('\n'),
});

export const toSettingsInput = (values: MembershipSettingsValues): Stored => ({
  ...values,
  ungatedParagraphs: Number(values.ungatedParagraphs),
  contentMetering: {
    ...values.contentMetering,
    numberOfFreeViews: Number(values.contentMetering.numberOfFreeViews),
    meteringPeriod: Number(values.contentMetering.meteringPeriod),
  },
  contentMeteringFields: values.contentMeteringFields
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

const formFields = new Set<string>([
  ...Object.keys(emptyMembershipSettings),
  ...Object.keys(emptyMembershipSettings.contentMetering).map((key) => `contentMetering.${key}`),
]);

/** The form field an engine problem (`value.` taken off) names; a metering field's item shows on the list. */
export const settingsFieldOf = (path: string) =>
  path.startsWith('contentMeteringFields') ? 'contentMeteringFields' : formFields.has(path) ? path : null;

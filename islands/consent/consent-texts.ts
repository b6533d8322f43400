import type { ConsentCategory } from '../../content-engine/shared/consent-categories.ts';

/** The local consent banner's and preferences dialog's words (OneTrust's category names). */
export const consentTexts = {
  banner:
    'We use cookies to run this site and, with your consent, to measure its audience, personalise what you see and show relevant ads.',
  preferences: 'Cookie Preferences',
  rejectAll: 'Reject All',
  acceptAll: 'Accept All',
  dialogIntro:
    'Choose which cookies this site may use. You can change your choice at any time from the Cookie Preferences link at the foot of every page.',
  save: 'Confirm My Choices',
  alwaysActive: 'Always active',
};

export const categoryTexts: Record<ConsentCategory, { name: string; description: string }> = {
  C0001: {
    name: 'Strictly Necessary Cookies',
    description:
      'Needed for the site to work: your sign-in, your cookie choices and our own page counts, which leave this site for no one.',
  },
  C0002: {
    name: 'Performance Cookies',
    description: 'Let us count visits and see how the site is used (analytics tag manager, session recording).',
  },
  C0003: { name: 'Functional Cookies', description: 'Let the site personalise the content it shows you.' },
  C0004: {
    name: 'Targeting Cookies',
    description: 'Let advertising and audience partners show you relevant ads here and on other sites.',
  },
  C0005: {
    name: 'Social Media Cookies',
    description: 'Let social networks and the commenting service work on this site.',
  },
};

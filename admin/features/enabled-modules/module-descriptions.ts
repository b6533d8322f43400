import type { ModuleName } from '../../../content-engine/shared/enums.ts';

/** The optional modules (spec admin §1) as the Enabled Modules screen lists them, in the engine's order. */
export const moduleDescriptions: { name: ModuleName; label: string; description: string }[] = [
  {
    name: 'leaders',
    label: 'Leaders',
    description: 'Industry leaders: the leaders settings group (logo, section) and leading companies on the site.',
  },
  {
    name: 'magazine',
    label: 'Magazine',
    description: 'Print magazines: the Magazines menu (publications, issues, sections) and issue pages and blocks.',
  },
  {
    name: 'newsletters',
    label: 'Newsletters',
    description: 'E-mail newsletters: the Newsletters menu (templates, campaigns, ads, settings) and sign-up blocks.',
  },
  {
    name: 'search',
    label: 'Search',
    description: 'Site search: the /search page, the search blocks and the search link in the header.',
  },
  {
    name: 'memberships',
    label: 'Memberships',
    description:
      'Site users and memberships: the Site Memberships menu, login and account pages, gating, metering and comments.',
  },
  {
    name: 'sourceesb',
    label: 'SourceESB',
    description: 'SourceESB parts data: part search and data sheet blocks and the in-article embeds.',
  },
];

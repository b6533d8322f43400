import type { Brand } from './brand.ts';
import { fleetOwner } from './fleetowner.ts';

/** A small test tenant (is_test): hidden from tenant lists unless asked for. */
export const testSite: Brand = {
  ...fleetOwner,
  key: 'demotest',
  name: 'Masthead Test Site',
  abbreviation: 'TEST',
  tagline: 'A test tenant for trying things out',
  isTest: true,
  useNewDesign: false,
  modules: ['search', 'memberships', 'newsletters', 'magazine'],
  colors: { primary: '#333333', secondary: '#cc3300', link: '#0055aa', footer: '#111111' },
  fonts: { primary: 'open_sans', secondary: 'georgia' },
  publications: [{ name: 'Test Quarterly', alias: 'test-quarterly', description: 'A test publication.' }],
  newsletters: [{ id: 'test-weekly', title: 'Test Weekly', description: 'A test newsletter.', omedaProductId: 90901 }],
  paidProduct: 'TESTPAID',
};

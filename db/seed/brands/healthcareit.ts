import type { Brand } from './brand.ts';

export const healthcareItToday: Brand = {
  key: 'healthcareit',
  name: 'Healthcare IT Today',
  abbreviation: 'HIT',
  tagline: 'Technology news for health systems',
  isTest: false,
  useNewDesign: true,
  modules: ['search', 'newsletters', 'memberships'],
  colors: { primary: '#4b2e83', secondary: '#00a3ad', link: '#5b3ba0', footer: '#231942' },
  fonts: { primary: 'ibm_plex_sans', secondary: 'raleway' },
  sections: [
    { name: 'Interoperability', slug: 'interoperability', children: [{ name: 'HL7 FHIR', slug: 'hl7-fhir' }, { name: 'Health Information Exchange', slug: 'health-information-exchange' }] },
    { name: 'Cybersecurity', slug: 'cybersecurity', children: [{ name: 'Ransomware', slug: 'ransomware' }, { name: 'Compliance', slug: 'compliance', children: [{ name: 'HIPAA', slug: 'hipaa' }] }] },
    { name: 'Clinical Systems', slug: 'clinical-systems', children: [{ name: 'EHR', slug: 'ehr', children: [{ name: 'EHR Optimization', slug: 'ehr-optimization' }] }, { name: 'Telehealth', slug: 'telehealth' }, { name: 'Clinical AI', slug: 'clinical-ai' }] },
    { name: 'Revenue Cycle', slug: 'revenue-cycle', children: [{ name: 'Claims', slug: 'claims' }, { name: 'Patient Payments', slug: 'patient-payments' }] },
  ],
  subjects: [
    'FHIR APIs', 'EHR optimization', 'ransomware attacks', 'HIPAA compliance', 'telehealth reimbursement', 'clinical AI', 'ambient documentation',
    'prior authorization', 'patient portals', 'revenue cycle automation', 'interoperability rules', 'cloud migration', 'remote patient monitoring',
    'clinician burnout', 'health data exchange', 'denial management', 'identity management', 'population health analytics',
  ],
  products: ['ambient scribe', 'FHIR integration engine', 'patient engagement platform', 'security operations service', 'RCM automation suite', 'remote monitoring kit', 'clinical decision support tool'],
  audiences: ['CIOs', 'CMIOs', 'health system leaders', 'revenue cycle directors', 'security teams', 'practice managers'],
  organizations: ['ONC', 'CMS', 'HHS', 'HIMSS', 'CHIME', 'HL7 International', 'The Joint Commission'],
  companyWords: { prefixes: ['Meridian', 'Clearwater', 'Lumen', 'Beacon', 'Harbor', 'Summit', 'Evergreen', 'Cobalt', 'Nova', 'Crescent'], suffixes: ['Health', 'Health Systems', 'Data', 'Analytics', 'Cloud', 'Security', 'Informatics', 'Software'] },
  tags: ['AI', 'interoperability', 'security', 'EHR', 'telehealth', 'revenue cycle', 'policy', 'patient experience', 'analytics', 'cloud'],
  publications: [],
  newsletters: [
    { id: 'hit-daily', title: 'Healthcare IT Today Daily', description: 'The health IT stories that matter, daily.', omedaProductId: 30301 },
    { id: 'hit-security', title: 'Health Security Brief', description: 'Cybersecurity for hospitals and clinics.', omedaProductId: 30302 },
  ],
  paidProduct: 'HITPRO',
};

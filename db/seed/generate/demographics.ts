import type { GenContext } from './context.ts';

/** A demographic question of the demo: the membership system's id, its type and its choices. */
export interface DemographicSpec {
  id: number;
  description: string;
  omedaWebformText: string;
  /** 1 single select, 2 multi select, 3 text, 5 checkbox, 6 date, 7 whole number, 8 number. */
  type: number;
  choices: string[];
}

/*
 * B2B audience questions. The seeded memberships require 101, 102 (free) and 104 (paid) and ask
 * 103 and 105; 106–109 cover the other answer types.
 */
export const demographicSpecs: readonly DemographicSpec[] = [
  {
    id: 101,
    type: 1,
    description: 'Job Function',
    omedaWebformText: 'Which best describes your job function?',
    choices: [
      'Executive / General Management',
      'Operations',
      'Engineering',
      'Maintenance',
      'Purchasing / Procurement',
      'Sales & Marketing',
      'IT',
      'Consultant',
      'Other',
    ],
  },
  {
    id: 102,
    type: 1,
    description: 'Industry',
    omedaWebformText: 'What is the primary business of your company?',
    choices: [
      'Manufacturing',
      'Transportation & Logistics',
      'Healthcare',
      'Energy & Utilities',
      'Government',
      'Construction',
      'Retail & Distribution',
      'Services',
      'Other',
    ],
  },
  {
    id: 103,
    type: 2,
    description: 'Areas of Interest',
    omedaWebformText: 'Which topics interest you? (Select all that apply)',
    choices: [
      'Technology',
      'Regulations & Compliance',
      'Safety',
      'Sustainability',
      'Workforce',
      'Equipment',
      'Finance',
    ],
  },
  {
    id: 104,
    type: 1,
    description: 'Company Size',
    omedaWebformText: 'How many employees work for your company at all locations?',
    choices: ['1-49', '50-99', '100-499', '500-999', '1,000-4,999', '5,000 or more'],
  },
  {
    id: 105,
    type: 5,
    description: 'Purchasing Authority',
    omedaWebformText: 'I recommend, specify or approve purchases',
    choices: ['Yes'],
  },
  {
    id: 106,
    type: 3,
    description: 'Other Job Function',
    omedaWebformText: 'If other, please specify your job function',
    choices: [],
  },
  {
    id: 107,
    type: 6,
    description: 'Budget Year Start',
    omedaWebformText: 'When does your next budget year start?',
    choices: [],
  },
  {
    id: 108,
    type: 7,
    description: 'Employees at Your Location',
    omedaWebformText: 'How many employees work at your location?',
    choices: [],
  },
  {
    id: 109,
    type: 8,
    description: 'Annual Purchasing Budget',
    omedaWebformText: 'What is your annual purchasing budget (USD millions)?',
    choices: [],
  },
];

/** Choice ids: the question id, then the choice's position (101 → 10101, 10102…). */
export const choiceId = (questionId: number, index: number) => questionId * 100 + index + 1;

/** The rows of the `demographics` table for one tenant. */
export const demographicRows = (tenantKey: string) =>
  demographicSpecs.map((spec) => ({
    tenant_key: tenantKey,
    id: spec.id,
    description: spec.description,
    omeda_webform_text: spec.omedaWebformText,
    demographic_type: spec.type,
    demographic_values: JSON.stringify(
      spec.choices.map((description, index) => ({ id: choiceId(spec.id, index), description })),
    ),
  }));

export function generateDemographics(ctx: GenContext) {
  ctx.data.demographics.push(...demographicRows(ctx.tenantKey));
}

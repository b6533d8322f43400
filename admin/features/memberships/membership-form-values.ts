import type { DemographicQuestion, MembershipInput, MembershipItem } from './api/membership-types.ts';

/** The site-user fields a membership may require (content-engine/site-users/site-user.ts profileColumns), as the form labels them. */
export const commonFieldOptions = [
  { value: 'firstName', label: 'First name' },
  { value: 'lastName', label: 'Last name' },
  { value: 'company', label: 'Company' },
  { value: 'title', label: 'Job title' },
  { value: 'city', label: 'City' },
  { value: 'region', label: 'State / region' },
  { value: 'countryCode', label: 'Country' },
  { value: 'postalCode', label: 'Postal code' },
] as const;

/** How a membership asks a demographic question. */
export type QuestionUse = 'none' | 'required' | 'additional';

export interface MembershipFormValues {
  title: string;
  alias: string;
  active: boolean;
  isFree: boolean;
  omedaProduct: string;
  requiredUserCommonFields: string[];
  /** Keyed `q<id>` (react-hook-form paths cannot start with a digit). */
  demographics: Record<string, QuestionUse>;
}

export const questionKey = (id: number) => `q${id}`;

export const newMembershipValues = (questions: readonly DemographicQuestion[]): MembershipFormValues => ({
  title: '',
  alias: '',
  active: true,
  isFree: true,
  omedaProduct: '',
  requiredUserCommonFields: [],
  demographics: Object.fromEntries(questions.map((q) => [questionKey(q.id), 'none'])),
});

export function toFormValues(item: MembershipItem, questions: readonly DemographicQuestion[]): MembershipFormValues {
  const useOf = (id: number): QuestionUse =>
    item.requiredUserDemographicFields.includes(id)
      ? 'required'
      : item.additionalUserDemographicFields.includes(id)
        ? 'additional'
        : 'none';
  return {
    title: item.title,
    alias: item.alias,
    active: item.status === 1,
    isFree: item.isFree,
    omedaProduct: item.omedaProduct ?? '',
    requiredUserCommonFields: [...item.requiredUserCommonFields],
    demographics: Object.fromEntries(questions.map((q) => [questionKey(q.id), useOf(q.id)])),
  };
}

/** What the form sends: trimmed texts, status 1 or 0, the questions split by use (ids in order). */
export function toInput(values: MembershipFormValues): MembershipInput {
  const idsOf = (use: QuestionUse) =>
    Object.entries(values.demographics)
      .filter(([, value]) => value === use)
      .map(([key]) => Number(key.slice(1)))
      .sort((a, b) => a - b);
  return {
    title: values.title.trim(),
    alias: values.alias.trim(),
    status: values.active ? 1 : 0,
    isFree: values.isFree,
    omedaProduct: values.omedaProduct.trim() || null,
    requiredUserCommonFields: commonFieldOptions
      .map((option) => option.value as string)
      .filter((field) => values.requiredUserCommonFields.includes(field)),
    requiredUserDemographicFields: idsOf('required'),
    additionalUserDemographicFields: idsOf('additional'),
  };
}

/** The form field that shows an engine problem at `path` (demographic problems above the questions). */
export function membershipFieldOf(path: string): string | null {
  if (['title', 'alias', 'omedaProduct'].includes(path)) return path;
  if (path.startsWith('requiredUserCommonFields')) return 'requiredUserCommonFields';
  if (/^(required|additional)UserDemographicFields/.test(path)) return 'demographics';
  return null;
}

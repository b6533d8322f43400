import { consentCategories, type ConsentCategory } from '../../content-engine/shared/consent-categories.ts';

const known: readonly string[] = Object.values(consentCategories);

export const isConsentCategory = (value: unknown): value is ConsentCategory =>
  typeof value === 'string' && known.includes(value);

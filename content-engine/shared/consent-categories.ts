/** The consent categories of spec public §4; C0001 (necessary) is always on. */
export const consentCategories = {
  necessary: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
  social: 'C0005',
} as const;

export type ConsentCategory = (typeof consentCategories)[keyof typeof consentCategories];

import type { ContractFeeType } from '../../../../content-engine/documents/generated/schema-types.ts';
import type { ContractDetail } from '../api/get-contract.ts';
import type { ContractInput } from '../api/contract-input.ts';

/** The contract form as typed: the fee in units ("250.00"), the due date as yyyy-mm-dd. */
export interface ContractFormValues {
  contributorId: string;
  title: string;
  terms: string;
  feeType: ContractFeeType;
  fee: string;
  currency: string;
  paymentTerms: string;
  rights: string;
  dueDate: string;
}

export const emptyContractForm: ContractFormValues = {
  contributorId: '',
  title: '',
  terms: '',
  feeType: 'flat',
  fee: '0.00',
  currency: 'USD',
  paymentTerms: 'Net 30',
  rights: '',
  dueDate: '',
};

export const feeAmountMessage = 'Must be an amount such as 250.00';

/** "1,250.5" → 125050 cents; null when it is no amount. */
export function centsOf(fee: string): number | null {
  const text = fee.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export const formValuesOf = (c: ContractDetail): ContractFormValues => ({
  contributorId: String(c.contributor.id),
  title: c.title,
  terms: c.terms,
  feeType: c.feeType,
  fee: (c.feeCents / 100).toFixed(2),
  currency: c.currency,
  paymentTerms: c.paymentTerms,
  rights: c.rights,
  dueDate: c.dueDate ? new Date(c.dueDate).toISOString().slice(0, 10) : '',
});

/** What the engine is sent; the fee must have passed `centsOf`. */
export const inputOf = (v: ContractFormValues): ContractInput => ({
  contributorId: Number(v.contributorId),
  title: v.title,
  terms: v.terms,
  feeType: v.feeType,
  feeCents: centsOf(v.fee) ?? 0,
  currency: v.currency,
  paymentTerms: v.paymentTerms,
  rights: v.rights,
  dueDate: v.dueDate ? Date.parse(`${v.dueDate}T00:00:00Z`) : null,
});

/** The form field that shows an engine problem's path. */
export const fieldOfPath = (path: string): keyof ContractFormValues | null =>
  path === 'feeCents'
    ? 'fee'
    : ((['contributorId', 'title', 'terms', 'feeType', 'currency', 'paymentTerms', 'rights', 'dueDate'] as const).find(
        (field) => field === path,
      ) ?? null);

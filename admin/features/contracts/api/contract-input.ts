import type { ContractFeeType } from '../../../../content-engine/documents/generated/schema-types.ts';

/** What the contract form sends to createContract and updateContract. */
export interface ContractInput {
  contributorId: number;
  title: string;
  /** null on create: the settings' default terms. */
  terms: string | null;
  feeType: ContractFeeType;
  feeCents: number;
  currency: string;
  paymentTerms: string;
  rights: string;
  dueDate: number | null;
}

import type { Contract } from './contract.ts';
import { defaultApprovalText, type ContractSettings } from './contract-settings.ts';

/** What the contributor's page shows: the contract without its token or who wrote it. */
export interface PublicContract {
  id: number;
  title: string;
  contributorName: string;
  terms: string;
  feeType: Contract['feeType'];
  feeCents: number;
  currency: string;
  paymentTerms: string;
  rights: string;
  dueDate: number | null;
  approved: number | null;
  /** The settings' confirmation text (or the default), shown once approved. */
  approvalText: string;
}

export const toPublicContract = (c: Contract, settings: ContractSettings): PublicContract => ({
  id: c.id,
  title: c.title,
  contributorName: c.contributor.fullName,
  terms: c.terms,
  feeType: c.feeType,
  feeCents: c.feeCents,
  currency: c.currency,
  paymentTerms: c.paymentTerms,
  rights: c.rights,
  dueDate: c.dueDate,
  approved: c.approved,
  approvalText: settings.approvalText.trim() || defaultApprovalText,
});

import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';

/** How the fee is counted: once, per word, per hour or per item delivered. */
export const feeTypes = ['flat', 'per_word', 'per_hour', 'per_item'] as const;
export type FeeType = (typeof feeTypes)[number];

const contractRow = z.object({
  id: dbNumber,
  contributor_id: dbNumber,
  contributor_name: z.string(),
  contributor_email: z.string(),
  title: z.string(),
  terms: z.string(),
  fee_type: z.enum(feeTypes),
  fee_cents: dbNumber,
  currency: z.string(),
  payment_terms: z.string(),
  rights: z.string(),
  due_date: dbNullableNumber,
  token: z.string(),
  approved_at: dbNullableNumber,
  created_by: dbNullableNumber,
  updated_by: dbNullableNumber,
  created: dbNumber,
  updated: dbNumber,
});

/** The columns a contract is read with: its own and its contributor's name and e-mail. */
export const contractColumns = [
  ...Object.keys(contractRow.shape)
    .filter((column) => !column.startsWith('contributor_') || column === 'contributor_id')
    .map((column) => `contracts.${column}`),
  'persons.full_name as contributor_name',
  'persons.email as contributor_email',
];

/** A contract with a contributor (spec admin §3 "Contract"): Approved when `approved` is set, else Pending. */
export interface Contract {
  id: number;
  contributor: { id: number; fullName: string; email: string };
  title: string;
  /** Sanitised HTML. */
  terms: string;
  feeType: FeeType;
  feeCents: number;
  currency: string;
  paymentTerms: string;
  rights: string;
  dueDate: number | null;
  /** The public page's secret: whoever holds it may read and approve the contract. */
  token: string;
  /** The approval's time (epoch ms), or null while Pending. */
  approved: number | null;
  createdBy: number | null;
  updatedBy: number | null;
  created: number;
  updated: number;
}

export const toContract = (row: unknown): Contract => {
  const r = contractRow.parse(row);
  return {
    id: r.id,
    contributor: { id: r.contributor_id, fullName: r.contributor_name, email: r.contributor_email },
    title: r.title,
    terms: r.terms,
    feeType: r.fee_type,
    feeCents: r.fee_cents,
    currency: r.currency,
    paymentTerms: r.payment_terms,
    rights: r.rights,
    dueDate: r.due_date,
    token: r.token,
    approved: r.approved_at,
    createdBy: r.created_by,
    updatedBy: r.updated_by,
    created: r.created,
    updated: r.updated,
  };
};

import type { Knex } from 'knex';
import { z } from 'zod';

/** A tenant's contract settings (/admin/contracts/settings). */
export interface ContractSettings {
  /** Sanitised HTML: the terms a new contract starts with. */
  defaultTerms: string;
  /** Told when a contributor approves a contract; blank for nobody. */
  notificationEmail: string;
  /** Shown to the contributor on the public page once approved; blank for the default text. */
  approvalText: string;
}

export const emptyContractSettings: ContractSettings = { defaultTerms: '', notificationEmail: '', approvalText: '' };

/** What the public page says after approval when the settings say nothing. */
export const defaultApprovalText = 'Thank you. Your approval has been recorded.';

const settingsRow = z.object({ default_terms: z.string(), notification_email: z.string(), approval_text: z.string() });

export async function readContractSettings(db: Knex, tenantKey: string): Promise<ContractSettings> {
  const row: unknown = await db('contract_settings')
    .where({ tenant_key: tenantKey })
    .first('default_terms', 'notification_email', 'approval_text');
  if (!row) return emptyContractSettings;
  const r = settingsRow.parse(row);
  return { defaultTerms: r.default_terms, notificationEmail: r.notification_email, approvalText: r.approval_text };
}

export async function writeContractSettings(
  db: Knex,
  { tenantKey, userId, now, ...s }: ContractSettings & { tenantKey: string; userId: number | null; now: number },
) {
  await db('contract_settings')
    .insert({
      tenant_key: tenantKey,
      default_terms: s.defaultTerms,
      notification_email: s.notificationEmail,
      approval_text: s.approvalText,
      updated_by: userId,
      updated: now,
    })
    .onConflict('tenant_key')
    .merge(['default_terms', 'notification_email', 'approval_text', 'updated_by', 'updated']);
}

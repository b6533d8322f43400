import type { Knex } from 'knex';
import { dbNumber } from '../core/rows.ts';
import type { NewsletterCampaignStatus } from '../shared/newsletters/constants.ts';
import {
  newsletterTemplatePayloadSchema,
  type NewsletterTemplatePayload,
} from '../shared/newsletters/template-schema.ts';

/* What a deployment reads and writes of its campaign and template (the newsletters domain owns them). */

export interface DeploymentCampaign {
  id: number;
  tenantKey: string;
  templateId: number;
  date: string;
  subject: string;
  preheader: string;
  status: NewsletterCampaignStatus;
  template: NewsletterTemplatePayload;
}

export async function findDeploymentCampaign(
  db: Knex,
  tenantKey: string,
  campaignId: number,
): Promise<DeploymentCampaign | null> {
  const row = await db('newsletter_campaigns as c')
    .join('newsletter_templates as t', 't.id', 'c.template_id')
    .where({ 'c.tenant_key': tenantKey, 'c.id': campaignId })
    .first('c.id', 'c.tenant_key', 'c.template_id', 'c.date', 'c.subject', 'c.preheader', 'c.status', 't.payload');
  if (!row) return null;
  return {
    id: dbNumber.parse(row.id),
    tenantKey: String(row.tenant_key),
    templateId: dbNumber.parse(row.template_id),
    date: String(row.date),
    subject: String(row.subject),
    preheader: String(row.preheader),
    status: row.status as NewsletterCampaignStatus,
    template: newsletterTemplatePayloadSchema.parse(JSON.parse(String(row.payload))),
  };
}

export async function setCampaignStatus(
  db: Knex,
  {
    tenantKey,
    id,
    status,
    now,
    scheduledAt,
    sentAt,
  }: {
    tenantKey: string;
    id: number;
    status: NewsletterCampaignStatus;
    now: number;
    scheduledAt?: number | null;
    sentAt?: number;
  },
) {
  await db('newsletter_campaigns')
    .where({ tenant_key: tenantKey, id })
    .update({
      status,
      updated: now,
      ...(scheduledAt !== undefined ? { scheduled_at: scheduledAt } : {}),
      ...(sentAt !== undefined ? { sent_at: sentAt } : {}),
    });
}

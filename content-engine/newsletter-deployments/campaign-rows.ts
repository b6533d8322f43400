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
  /** Bumped by every save and status change: the start checks nothing changed since it rendered. */
  revision: number;
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
    .first(
      'c.id',
      'c.tenant_key',
      'c.template_id',
      'c.date',
      'c.subject',
      'c.preheader',
      'c.status',
      'c.revision',
      't.payload',
    );
  if (!row) return null;
  return {
    id: dbNumber.parse(row.id),
    tenantKey: String(row.tenant_key),
    templateId: dbNumber.parse(row.template_id),
    date: String(row.date),
    subject: String(row.subject),
    preheader: String(row.preheader),
    status: row.status as NewsletterCampaignStatus,
    revision: dbNumber.parse(row.revision),
    template: newsletterTemplatePayloadSchema.parse(JSON.parse(String(row.payload))),
  };
}

/**
 * Moves the campaign to `to` only from one of the statuses `from` (and, when given, only at
 * `revision`), bumping its revision so that an editor's copy from before the move cannot be saved
 * over it; answers whether it moved. Every status change of a deployment goes through here, so
 * two of them racing (two deploys, a start and an edit, a cancel and a start) cannot both win.
 */
export async function moveCampaignStatus(
  db: Knex,
  {
    tenantKey,
    id,
    from,
    to,
    now,
    revision,
    scheduledAt,
    sentAt,
  }: {
    tenantKey: string;
    id: number;
    from: readonly NewsletterCampaignStatus[];
    to: NewsletterCampaignStatus;
    now: number;
    revision?: number;
    scheduledAt?: number | null;
    sentAt?: number;
  },
): Promise<boolean> {
  const changed = await db('newsletter_campaigns')
    .where({ tenant_key: tenantKey, id, ...(revision !== undefined ? { revision } : {}) })
    .whereIn('status', [...from])
    .update({
      status: to,
      updated: now,
      revision: db.raw('revision + 1'),
      ...(scheduledAt !== undefined ? { scheduled_at: scheduledAt } : {}),
      ...(sentAt !== undefined ? { sent_at: sentAt } : {}),
    });
  return changed === 1;
}

import type { Knex } from 'knex';
import { toJson } from '../../core/rows.ts';
import {
  newsletterTemplatePayloadSchema,
  type NewsletterTemplatePayloadInput,
} from '../../shared/newsletters/template-schema.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertedId } from '../newsletter-access.ts';

/*
 * Newsletter rows for tests, the deployment tests and the benchmark, written straight to the tables
 * (the operations have their own suites). The one fixture file of the newsletter folders: the
 * deployments sit above the newsletters in the domain graph, so they import it from here.
 */

/** A template payload with two content lists (`top`, `more`) and an HTML block unless told. */
export const templatePayload = (
  patch: Partial<NewsletterTemplatePayloadInput> = {},
): NewsletterTemplatePayloadInput => ({
  name: 'Daily Brief',
  description: 'Every weekday morning.',
  blocks: [
    { key: 'top', type: 'content_list', title: 'Top stories', population: { numberOfItems: 2 } },
    { key: 'more', type: 'content_list', title: 'More news', population: { numberOfItems: 3 } },
    { key: 'note', type: 'html', title: 'Editor note', html: '<p>Hello</p>' },
  ],
  ...patch,
});

export async function insertNewsletterTemplate(
  db: Knex,
  {
    tenantKey,
    status = 1,
    payload = {},
  }: { tenantKey: string; status?: number; payload?: Partial<NewsletterTemplatePayloadInput> },
): Promise<number> {
  const parsed = newsletterTemplatePayloadSchema.parse(templatePayload(payload));
  const [inserted] = await db('newsletter_templates')
    .insert({
      tenant_key: tenantKey,
      status,
      name: parsed.name,
      payload: toJson(parsed),
      revision: 1,
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  return insertedId(inserted);
}

export async function insertNewsletterCampaign(
  db: Knex,
  {
    tenantKey,
    templateId,
    date = '2026-11-27',
    subject = 'Campaign',
    status = 'Draft',
    hideOnWeb = false,
    blockItems = {},
  }: {
    tenantKey: string;
    templateId: number;
    date?: string;
    subject?: string;
    status?: string;
    hideOnWeb?: boolean;
    blockItems?: Record<string, number[]>;
  },
): Promise<number> {
  const [inserted] = await db('newsletter_campaigns')
    .insert({
      tenant_key: tenantKey,
      template_id: templateId,
      date,
      subject,
      status,
      hide_on_web: hideOnWeb,
      block_items: toJson(blockItems),
      revision: 1,
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  return insertedId(inserted);
}

export async function insertContentSchedule(
  db: Knex,
  {
    tenantKey,
    templateId,
    contentId,
    date,
    blockKey = '',
    sequence = 0,
  }: { tenantKey: string; templateId: number; contentId: number; date: string; blockKey?: string; sequence?: number },
): Promise<number> {
  const [inserted] = await db('newsletter_content_schedules')
    .insert({
      tenant_key: tenantKey,
      template_id: templateId,
      content_id: contentId,
      date,
      block_key: blockKey,
      sequence,
      created: Date.now(),
    })
    .returning('id');
  return insertedId(inserted);
}

export async function insertNewsletterAd(
  db: Knex,
  {
    tenantKey,
    title = 'Ad',
    placement = 'sponsored-content',
    priority = 10,
    status = 1,
    schedules = [],
  }: {
    tenantKey: string;
    title?: string;
    placement?: string;
    priority?: number;
    status?: number;
    schedules?: { templateId: number; startDate: string; endDate: string; position: number }[];
  },
): Promise<number> {
  const payload = {
    title,
    placement,
    priority,
    url: 'https://ads.example.com/',
    companySource: 'new',
    companyName: 'Acme',
  };
  const [inserted] = await db('newsletter_ads')
    .insert({
      tenant_key: tenantKey,
      status,
      title,
      placement,
      priority,
      payload: toJson(payload),
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  const id = insertedId(inserted);
  for (const s of schedules)
    await db('newsletter_ad_schedules').insert({
      tenant_key: tenantKey,
      ad_id: id,
      template_id: s.templateId,
      start_date: s.startDate,
      end_date: s.endDate,
      position: s.position,
    });
  return id;
}

/** Anonymous subscribers of the newsletter (`daily` unless told), inserted in chunks. */
export async function insertSubscribers(
  db: Knex,
  {
    tenantKey,
    newsletterId = 'daily',
    emails,
  }: { tenantKey: string; newsletterId?: string; emails: readonly string[] },
) {
  const now = Date.now();
  for (let i = 0; i < emails.length; i += 500)
    await db('newsletter_subscribers').insert(
      emails.slice(i, i + 500).map((email) => ({
        tenant_key: tenantKey,
        email: email.toLowerCase(),
        newsletter_id: newsletterId,
        omeda_product_id: 1,
        country_code: 'US',
        source: 'NlWidgetUnauthenticated',
        created: now,
        updated: now,
      })),
    );
}

export const numberedEmails = (count: number, prefix = 'reader') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`);

/**
 * A tenant with the newsletters module, one template of newsletter `daily` (no blocks, a sender,
 * the given default testers) and one Draft campaign "Today in brief" of 2031-05-01.
 */
export async function seedNewsletterSite(db: Knex, { key = 'alpha', testers = [] as string[] } = {}) {
  await insertTenant(db, { key });
  const templateId = await insertNewsletterTemplate(db, {
    tenantKey: key,
    payload: {
      blocks: [],
      newsletterId: 'daily',
      deploymentSettings: { defaultFrom: 'Daily Brief <news@example.com>', replyTo: 'editors@example.com' },
      defaultTesters: testers.map((emailAddress) => ({ emailAddress, firstName: 'Tess', lastName: 'Ter' })),
    },
  });
  const campaignId = await insertNewsletterCampaign(db, {
    tenantKey: key,
    templateId,
    date: '2031-05-01',
    subject: 'Today in brief',
  });
  return { tenantKey: key, templateId, campaignId };
}

/** A live deployment of the campaign, Sent, with a sent copy to each address (whose unsubscribe links then work); its id. */
export async function insertSentDeployment(
  db: Knex,
  { tenantKey, campaignId, emails }: { tenantKey: string; campaignId: number; emails: string[] },
): Promise<number> {
  const [row] = await db('newsletter_deployments')
    .insert({
      tenant_key: tenantKey,
      campaign_id: campaignId,
      kind: 'live',
      provider: 'smtp',
      status: 'Sent',
      scheduled_at: Date.now(),
      created: Date.now(),
    })
    .returning('id');
  const deploymentId = Number(typeof row === 'object' ? (row as { id: number }).id : row);
  for (const email of emails)
    await db('newsletter_deliveries').insert({
      tenant_key: tenantKey,
      deployment_id: deploymentId,
      email: email.toLowerCase(),
      status: 'sent',
      attempts: 1,
      sent_at: Date.now(),
    });
  return deploymentId;
}

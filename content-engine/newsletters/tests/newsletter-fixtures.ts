import type { Knex } from 'knex';
import { toJson } from '../../core/rows.ts';
import {
  newsletterTemplatePayloadSchema,
  type NewsletterTemplatePayloadInput,
} from '../../shared/newsletters/template-schema.ts';
import { insertedId } from '../newsletter-access.ts';

/*
 * Newsletter rows for tests, written straight to the tables (the operations have their own suites).
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

import type { Knex } from 'knex';
import { toJson } from '../../core/rows.ts';
import { newsletterTemplatePayloadSchema } from '../../shared/newsletters/template-schema.ts';
import { insertTenant } from '../../testing/fixtures.ts';

/* Rows the deployment tests and the benchmark start from: a tenant, a template, a campaign, subscribers. */

const insertId = async (db: Knex, table: string, row: Record<string, unknown>): Promise<number> => {
  const [inserted] = await db(table).insert(row).returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
};

export async function insertNewsletterTemplate(
  db: Knex,
  {
    tenantKey,
    newsletterId = 'daily',
    testers = [] as string[],
  }: { tenantKey: string; newsletterId?: string; testers?: string[] },
) {
  const payload = newsletterTemplatePayloadSchema.parse({
    name: 'Daily Brief',
    newsletterId,
    deploymentSettings: { defaultFrom: 'Daily Brief <news@example.com>', replyTo: 'editors@example.com' },
    defaultTesters: testers.map((emailAddress) => ({ emailAddress, firstName: 'Tess', lastName: 'Ter' })),
  });
  const now = Date.now();
  return insertId(db, 'newsletter_templates', {
    tenant_key: tenantKey,
    name: payload.name,
    payload: toJson(payload),
    created: now,
    updated: now,
  });
}

export async function insertNewsletterCampaign(
  db: Knex,
  { tenantKey, templateId, subject = 'Today in brief' }: { tenantKey: string; templateId: number; subject?: string },
) {
  const now = Date.now();
  return insertId(db, 'newsletter_campaigns', {
    tenant_key: tenantKey,
    template_id: templateId,
    date: '2031-05-01',
    subject,
    created: now,
    updated: now,
  });
}

/** Anonymous subscribers `prefix0@example.com`… of the newsletter, in chunks. */
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

/** A tenant with the newsletters module, one template (newsletter `daily`) and one campaign. */
export async function seedNewsletterSite(db: Knex, { key = 'alpha', testers = [] as string[] } = {}) {
  await insertTenant(db, { key });
  const templateId = await insertNewsletterTemplate(db, { tenantKey: key, testers });
  const campaignId = await insertNewsletterCampaign(db, { tenantKey: key, templateId });
  return { tenantKey: key, templateId, campaignId };
}

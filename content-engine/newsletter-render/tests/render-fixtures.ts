import type { Knex } from 'knex';
import { toJson } from '../../core/rows.ts';
import { insertedId } from '../../newsletters/newsletter-access.ts';
import { newsletterAdPayloadSchema, type NewsletterAdPayloadInput } from '../../shared/newsletters/ad-schema.ts';

/* Newsletter ads and their schedules for the render suites, written straight to the tables. */

export async function insertNewsletterAd(
  db: Knex,
  {
    tenantKey,
    payload,
    status = 1,
    updated = Date.now(),
    schedules,
  }: {
    tenantKey: string;
    payload: Partial<NewsletterAdPayloadInput> & { title: string };
    status?: number;
    updated?: number;
    schedules: { templateId: number; startDate: string; endDate: string; position: number; orderId?: string }[];
  },
): Promise<number> {
  const parsed = newsletterAdPayloadSchema.parse({
    placement: 'sponsored-content',
    url: 'https://advertiser.test/landing',
    companySource: 'new',
    companyName: 'Advertiser Co',
    ...payload,
  });
  const [inserted] = await db('newsletter_ads')
    .insert({
      tenant_key: tenantKey,
      status,
      title: parsed.title,
      placement: parsed.placement,
      priority: parsed.priority,
      payload: toJson(parsed),
      created: updated,
      updated,
    })
    .returning('id');
  const adId = insertedId(inserted);
  for (const s of schedules)
    await db('newsletter_ad_schedules').insert({
      tenant_key: tenantKey,
      ad_id: adId,
      template_id: s.templateId,
      start_date: s.startDate,
      end_date: s.endDate,
      position: s.position,
      order_id: s.orderId ?? '',
      line_item_id: '',
    });
  return adId;
}

import type { Knex } from 'knex';
import { z } from 'zod';

/** What a sign-up stores for each newsletter chosen (table `newsletter_subscribers`). */
export interface SubscriptionWrite {
  tenantKey: string;
  email: string;
  newsletters: { id: string; omedaProductId: number }[];
  countryCode: string;
  regionCode: string | null;
  consent: Record<string, boolean> | null;
  promoCode: string | null;
  source: string;
  now: number;
}

/** Adds the address to each newsletter; one it already has is refreshed (location, consent, promo code). */
export async function saveSubscriptions(db: Knex, write: SubscriptionWrite) {
  const rows = write.newsletters.map((newsletter) => ({
    tenant_key: write.tenantKey,
    email: write.email,
    newsletter_id: newsletter.id,
    omeda_product_id: newsletter.omedaProductId,
    country_code: write.countryCode,
    region_code: write.regionCode,
    consent: JSON.stringify(write.consent ?? {}),
    promo_code: write.promoCode,
    source: write.source,
    created: write.now,
    updated: write.now,
  }));
  await db('newsletter_subscribers')
    .insert(rows)
    .onConflict(['tenant_key', 'email', 'newsletter_id'])
    .merge(['omeda_product_id', 'country_code', 'region_code', 'consent', 'promo_code', 'source', 'updated']);
}

const subscriptionRow = z.object({
  newsletter_id: z.string(),
  omeda_product_id: z.coerce.number(),
  country_code: z.string(),
  region_code: z.string().nullable(),
  consent: z.string().transform((text) => JSON.parse(text) as Record<string, boolean>),
  promo_code: z.string().nullable(),
  source: z.string(),
  created: z.coerce.number(),
  updated: z.coerce.number(),
});

export type Subscription = z.infer<typeof subscriptionRow>;

/** The newsletters an address of the tenant signed up to without an account, by newsletter id. */
export async function findSubscriptions(
  db: Knex,
  { tenantKey, email }: { tenantKey: string; email: string },
): Promise<Subscription[]> {
  const rows = await db('newsletter_subscribers')
    .where({ tenant_key: tenantKey, email: email.toLowerCase() })
    .orderBy('newsletter_id');
  return rows.map((row: unknown) => subscriptionRow.parse(row));
}

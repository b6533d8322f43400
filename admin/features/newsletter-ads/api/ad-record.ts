import type { GetNewsletterAdQuery } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterAd.ts';

/** An ad with its schedules as the engine answers it. */
export type NewsletterAdRecord = GetNewsletterAdQuery['getNewsletterAd'];

import type { GetNewsletterContentScheduleListQuery } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterContentScheduleList.ts';

/** An item scheduled to a newsletter as the engine lists it. */
export type ContentScheduleRecord =
  GetNewsletterContentScheduleListQuery['getNewsletterContentScheduleList']['items'][number];

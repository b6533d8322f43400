import { z } from 'zod';
import { rowId, schedulesInput } from '../content/writes/content-fields.ts';

const siteKey = z.string().trim().min(1, 'Field is required').max(64);

export const syndicateInput = z.object({
  contentId: rowId,
  siteKey,
  /** The target site's sections; the first is the copy's primary section. */
  schedules: schedulesInput.refine((list) => list.length > 0, 'Choose at least one section of the other site.'),
});

export const unsyndicateInput = z.object({ contentId: rowId, siteKey });

export const contentSyndicationsInput = z.object({ contentId: rowId });

export const syndicationListInput = z
  .object({
    direction: z.enum(['outgoing', 'incoming']).nullish(),
    /** The origin item's name contains the text. */
    search: z.string().trim().max(200).nullish(),
    pagination: z
      .object({
        limit: z.number().int().min(1).max(100).nullish(),
        skip: z.number().int().min(0).max(100_000).nullish(),
      })
      .nullish(),
  })
  .nullish();

import { z } from 'zod';
import { contentTypes } from '../shared/content-types.ts';
import { contentStatusNames } from '../shared/enums.ts';

const time = z.number().int().min(0).max(253_402_300_799_999);

export const researchSortFields = ['published', 'name', 'updated', 'site'] as const;

/** What /admin/content-research may ask: sites, text, types, statuses, a date range, an author. */
export const contentResearchInput = z
  .object({
    /** Tenant keys; none means every site the user may see. */
    sites: z.array(z.string().max(100)).max(500).nullish(),
    /** The name or teaser contains the text (case-insensitive), or the id is the number. */
    search: z.string().trim().max(200).nullish(),
    types: z.array(z.enum(contentTypes)).max(contentTypes.length).nullish(),
    /** Default: published and draft (deleted items only when asked for). */
    statuses: z.array(z.enum(contentStatusNames)).max(3).nullish(),
    publishedAfter: time.nullish(),
    publishedBefore: time.nullish(),
    /** An author's name contains the text. */
    author: z.string().trim().max(200).nullish(),
    pagination: z
      .object({
        limit: z.number().int().min(1).max(1000).nullish(),
        skip: z.number().int().min(0).max(1_000_000).nullish(),
      })
      .nullish(),
    sort: z.object({ field: z.enum(researchSortFields).nullish(), order: z.enum(['asc', 'desc']).nullish() }).nullish(),
  })
  .refine((i) => i.publishedAfter == null || i.publishedBefore == null || i.publishedAfter <= i.publishedBefore, {
    message: 'The "published from" date must not be after the "published to" date.',
    path: ['publishedBefore'],
  });

export type ContentResearchInput = z.infer<typeof contentResearchInput>;

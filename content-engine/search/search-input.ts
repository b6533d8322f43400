import { z } from 'zod';
import { contentTypes } from '../shared/content-types.ts';

export const maxSearchTextLength = 200;
export const maxSearchLimit = 50;

/** searchContent's input: text, a content type, a section (websiteSchedule), a 1-based page and a page size. */
export const searchContentInput = z.object({
  text: z.string().max(maxSearchTextLength, `Search text must be at most ${maxSearchTextLength} characters`).nullish(),
  type: z.enum(contentTypes, { error: (issue) => `Unknown content type "${String(issue.input)}"` }).nullish(),
  websiteSchedule: z.number().int().positive('Section id must be positive').nullish(),
  page: z.number().int().min(1, 'Page must be 1 or more').max(1000, 'Page must be at most 1000').nullish(),
  limit: z
    .number()
    .int()
    .min(1, 'Limit must be 1 or more')
    .max(maxSearchLimit, `Limit must be at most ${maxSearchLimit}`)
    .nullish(),
});

export type SearchContentInput = z.infer<typeof searchContentInput>;

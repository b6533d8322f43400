import { z } from 'zod';
import { required } from '../core/validate.ts';
import { newsStatus } from './news-item.ts';

const status = z.union([z.literal(newsStatus.published), z.literal(newsStatus.draft)], {
  error: 'Status must be 1 (published) or 2 (draft)',
});

export const newsStreamInput = z.object({
  skip: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? 0),
  /** The spec's page size: 10 news items. */
  limit: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullish()
    .transform((v) => v ?? 10),
  hideRead: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  status: status.nullish().transform((v) => v ?? undefined),
});

export const newsIdInput = z.object({ id: z.number(required).int().positive() });

export const setNewsInput = z.object({
  item: z.object(
    {
      id: z
        .number()
        .int()
        .positive()
        .nullish()
        .transform((v) => v ?? undefined),
      title: z.string(required).trim().min(1, 'Field is required').max(300),
      description: z
        .string()
        .nullish()
        .transform((v) => v ?? ''),
      date: z.number(required).int(),
      status: z.union([z.literal(newsStatus.published), z.literal(newsStatus.draft)], required),
      alert: z
        .boolean()
        .nullish()
        .transform((v) => v ?? false),
    },
    required,
  ),
});

import { z } from 'zod';
import { dbBoolean, dbNumber } from '../core/rows.ts';

import type { NewsItem } from '../shared/internal-news.ts';

export { newsStatus, type NewsItem } from '../shared/internal-news.ts';

export const newsColumns = ['n.id', 'n.title', 'n.description', 'n.date', 'n.status', 'n.alert', 'r.read_at'];

const newsRow = z.object({
  id: dbNumber,
  title: z.string(),
  description: z.string(),
  date: dbNumber,
  status: dbNumber,
  alert: dbBoolean,
  read_at: z.union([z.number(), z.string(), z.null()]).optional(),
});

export function toNewsItem(row: unknown): NewsItem {
  const { read_at: readAt, ...item } = newsRow.parse(row);
  return { ...item, hasRead: readAt !== null && readAt !== undefined };
}

import { api } from '../../../app/api.ts';
import type { NewsItem } from '../news-rules.ts';

export type NewsItemInput = Omit<NewsItem, 'id' | 'hasRead'> & { id?: number };

/** Creates or replaces an item (manage_modules). */
export const setAspireNews = (item: NewsItemInput) =>
  api.mutate<{ setAspireNews: NewsItem }>('aspireNews/setAspireNews', { item });

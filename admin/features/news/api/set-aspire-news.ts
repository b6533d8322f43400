import { api } from '../../../shared/api/api.ts';
import { SetAspireNewsDocument } from '../../../../content-engine/documents/generated/mutation/aspireNews/setAspireNews.ts';
import type { NewsItem } from '../news-rules.ts';

export type NewsItemInput = Omit<NewsItem, 'id' | 'hasRead'> & { id?: number };

/** Creates or replaces an item (manage_modules). */
export const setAspireNews = (item: NewsItemInput) => api.request(SetAspireNewsDocument, { item });

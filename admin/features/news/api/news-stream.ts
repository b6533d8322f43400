import type { NewsItem } from '../news-rules.ts';

/** The toolbar reads the newest 10 (spec admin §9). */
export const trayLimit = 10;

export interface NewsStream {
  getAspireNewsStream: { items: NewsItem[]; totalCount: number };
}

export const newsStreamQuery = 'aspireNews/getAspireNewsStream';

/** Internal news statuses (spec admin §3). */
export const newsStatus = { published: 1, draft: 2 } as const;

/** An internal news item as one CMS user sees it (hasRead is theirs), as getAspireNewsStream returns it. */
export interface NewsItem {
  id: number;
  title: string;
  /** Sanitised HTML (the engine sanitises on save). */
  description: string;
  /** Epoch milliseconds. */
  date: number;
  /** 1 published, 2 draft. */
  status: number;
  alert: boolean;
  hasRead: boolean;
}

import type { RecommendationRequest, Recommender } from '../core/recommender.ts';

export interface BlueConicOptions {
  /** The tenant's BlueConic server, e.g. https://example.blueconic.net. */
  baseUrl: string;
  /** The content store whose item ids are our content ids. */
  storeId: string;
  /** The algorithm asked for (the settings' recommendationType), RECENCY by default. */
  algorithm?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface BlueConicAnswer {
  recommendations?: { items?: { id?: string | number }[] }[];
}

/**
 * BlueConic's recommendations REST call (the adapter chosen by BLUECONIC_URL and BLUECONIC_STORE_ID,
 * ADR 0064): the store's items for the page's item, ids read as our content ids. Server-side there
 * is no visitor profile, so the answer is the store's, not a person's; a failure answers [] (the
 * block is dropped), logged by the caller.
 */
export function createBlueConicRecommender(options: BlueConicOptions): Recommender {
  const send = options.fetch ?? fetch;
  return {
    source: 'blueconic',
    async recommend({ contentId, excludeContentIds, limit }: RecommendationRequest) {
      const url = new URL('/rest/recommendations', options.baseUrl);
      url.searchParams.set('storeId', options.storeId);
      if (contentId) url.searchParams.set('itemId', String(contentId));
      url.searchParams.set(
        'request',
        JSON.stringify([
          { id: 'masthead', count: limit + excludeContentIds.length, algorithms: [options.algorithm ?? 'RECENCY'] },
        ]),
      );
      const response = await send(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 3_000) });
      if (!response.ok) throw new Error(`BlueConic answered ${response.status}`);
      const answer = (await response.json()) as BlueConicAnswer;
      const ids = (answer.recommendations?.[0]?.items ?? [])
        .map((item) => Number(item.id))
        .filter((id) => Number.isInteger(id) && id > 0 && id !== contentId && !excludeContentIds.includes(id));
      return ids.slice(0, limit);
    },
  };
}

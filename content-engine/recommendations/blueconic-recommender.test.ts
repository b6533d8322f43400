import { describe, expect, it } from 'vitest';
import { createBlueConicRecommender } from './blueconic-recommender.ts';

const request = { tenantKey: 't', contentId: 7, excludeContentIds: [9], limit: 2, since: 0, until: 1 };

describe('createBlueConicRecommender', () => {
  it("asks the store for the page's item and reads item ids as content ids, leaving out the page and excluded items", async () => {
    let asked: URL | undefined;
    const recommender = createBlueConicRecommender({
      baseUrl: 'https://example.blueconic.net',
      storeId: 'store-1',
      algorithm: 'SAME_CATEGORY',
      fetch: (async (url: URL) => {
        asked = url;
        return Response.json({
          recommendations: [{ items: [{ id: '7' }, { id: '9' }, { id: '11' }, { id: 'x' }, { id: 12 }, { id: 13 }] }],
        });
      }) as typeof fetch,
    });
    expect(await recommender.recommend(request)).toEqual([11, 12]);
    expect(recommender.source).toBe('blueconic');
    expect(asked?.pathname).toBe('/rest/recommendations');
    expect(asked?.searchParams.get('storeId')).toBe('store-1');
    expect(asked?.searchParams.get('itemId')).toBe('7');
    expect(JSON.parse(asked!.searchParams.get('request')!)).toEqual([
      { id: 'masthead', count: 3, algorithms: ['SAME_CATEGORY'] },
    ]);
  });

  it('fails on an error status (the operation then shows nothing and logs)', async () => {
    const recommender = createBlueConicRecommender({
      baseUrl: 'https://example.blueconic.net',
      storeId: 's',
      fetch: (async () => new Response('no', { status: 503 })) as typeof fetch,
    });
    await expect(recommender.recommend(request)).rejects.toThrow('503');
  });
});

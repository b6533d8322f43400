import { describe, expect, it } from 'vitest';
import { readPartPageDetails } from './part-page-views.ts';

const root = (details: string | null) => ({ getAttribute: () => details }) as unknown as Element;

describe("a load-more part's page details", () => {
  it('are read from the JSON on its root', () => {
    const details = {
      path: '/news/next',
      pageTitle: 'Next | Site',
      contentId: 7,
      scrollPage: 2,
      scrollFromContentId: 5,
    };
    expect(readPartPageDetails(root(JSON.stringify(details)))).toEqual(details);
  });

  it('are none when missing, malformed, without a path or without a scroll page', () => {
    for (const value of [null, '', '{', '[]', '{"scrollPage":1}', '{"path":"news","scrollPage":1}', '{"path":"/a"}'])
      expect(readPartPageDetails(root(value))).toBeNull();
    expect(readPartPageDetails(null)).toBeNull();
  });
});

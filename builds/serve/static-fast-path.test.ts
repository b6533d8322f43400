import { describe, expect, it } from 'vitest';
import { asksForLiveRender, keyedSearch } from './static-fast-path.ts';

describe("a stored page's key", () => {
  it('ignores the query string except on feeds', () => {
    expect(keyedSearch('/news', '?utm_source=x')).toBe('');
    expect(keyedSearch('/__rss/website-scheduled-content.xml', '?input=news')).toBe('?input=news');
  });

  it("leaves the live-render flags out of a feed's key, so they cannot make new stored files", () => {
    expect(keyedSearch('/__rss/website-scheduled-content.xml', '?input=news&cache-bypass=true')).toBe('?input=news');
    expect(keyedSearch('/__rss/website-scheduled-content.xml', '?preview-mode=true&input=news&cache-bypass=1')).toBe(
      '?input=news',
    );
    expect(keyedSearch('/__rss/website-scheduled-content.xml', '?cache-bypass=true')).toBe('');
  });

  it('knows a request asking for a live render', () => {
    expect(asksForLiveRender('?cache-bypass=true')).toBe(true);
    expect(asksForLiveRender('?a=1&preview-mode=true&b=2')).toBe(true);
    expect(asksForLiveRender('?cache-bypass=truer')).toBe(false);
  });
});

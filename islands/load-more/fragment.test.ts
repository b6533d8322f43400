import { describe, expect, it } from 'vitest';
import { fragmentUrl, readFragment } from './fragment.ts';

describe('load-more fragments', () => {
  it('address the n-th fragment of a page by its path, the home page without a trailing slash', () => {
    expect(fragmentUrl('/news/trucks', 3)).toBe('/__fragment/load-more/3/news/trucks');
    expect(fragmentUrl('/', 1)).toBe('/__fragment/load-more/1');
  });

  it('read more, last and end from the root marker', () => {
    expect(readFragment('<div data-load-more="more"><p>x</p></div>')).toEqual({
      html: '<div data-load-more="more"><p>x</p></div>',
      last: false,
    });
    expect(readFragment('<article data-load-more="last"></article>')?.last).toBe(true);
    expect(readFragment('<div data-load-more="end"></div>')).toBeNull();
    expect(readFragment('<html>Not found</html>')).toBeNull();
  });
});

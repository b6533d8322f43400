import { describe, expect, it } from 'vitest';
import { plainText, toSearchDocument } from './search-document.ts';

describe('search documents', () => {
  it('keeps the words of an HTML body and drops its markup, scripts and styles', () => {
    expect(
      plainText(
        '<p>Fleet <strong>electrification</strong>&nbsp;&amp; costs</p><script>var x = 1;</script><style>p{}</style><p>Next&#8217;s</p>',
      ),
    ).toBe('Fleet electrification & costs Next’s');
  });

  it('leaves unknown entities and plain text alone', () => {
    expect(plainText('Tom &madeup; Jerry')).toBe('Tom &madeup; Jerry');
    expect(toSearchDocument({ name: 'A <em>name</em>', teaser: ' teaser ', body: '' })).toEqual({
      name: 'A name',
      teaser: 'teaser',
      body: '',
    });
  });
});

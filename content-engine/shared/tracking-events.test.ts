import { describe, expect, it } from 'vitest';
import { trackedQueryLimits, trackedQueryParams } from './tracking-events.ts';

describe('the query parameters a page view keeps', () => {
  it('keeps ordinary parameters, the first of a repeated name', () => {
    expect(trackedQueryParams('?utm_source=news&utm_source=other&page=2&pk=SPRING')).toEqual({
      utm_source: 'news',
      page: '2',
      pk: 'SPRING',
    });
  });

  it('leaves out parameters that may carry a secret', () => {
    expect(
      trackedQueryParams(
        '?id=link-secret&token=t&siteUserToken=s&password=p&api_secret=x&authCode=y&code=z&q=trucks&author=ann',
      ),
    ).toEqual({ q: 'trucks', author: 'ann' });
  });

  it('keeps at most 30 parameters, clips values and skips overlong names', () => {
    const many = Array.from({ length: 40 }, (_, i) => `p${i}=${i}`).join('&');
    expect(Object.keys(trackedQueryParams(many))).toHaveLength(trackedQueryLimits.params);
    expect(trackedQueryParams(`?q=${'x'.repeat(900)}`).q).toHaveLength(trackedQueryLimits.value);
    expect(trackedQueryParams(`?${'n'.repeat(101)}=1`)).toEqual({});
    const long = Array.from({ length: 10 }, (_, i) => `p${i}=${'v'.repeat(500)}`).join('&');
    expect(Object.keys(trackedQueryParams(long))).toEqual(['p0', 'p1', 'p2']);
  });
});

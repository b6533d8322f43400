import { describe, expect, it } from 'vitest';
import { reportNameOf } from './report-name.ts';
import { queryDays, readReportQuery, reportInput, writeReportQuery } from './report-query.ts';
import { everyDay, presetDays } from './report-range.ts';

describe('report ranges', () => {
  it('counts each preset back from today, by whole months where it names one', () => {
    expect(presetDays('today', '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetDays('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetDays('last-7-days', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetDays('last-30-days', '2026-03-15')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetDays('this-month', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetDays('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetDays('year-to-date', '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetDays('last-12-months', '2026-03-15')).toEqual({ from: '2025-03-16', to: '2026-03-15' });
  });

  it('lists every day of a range across a month end', () => {
    expect(everyDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('report addresses', () => {
  it('names the report of each admin path', () => {
    expect(reportNameOf('/admin/content-views-report')).toBe('content-views');
    expect(reportNameOf('/admin/login-report/')).toBe('login');
    expect(reportNameOf('/admin/cross-site-reports')).toBe('cross-site');
    expect(reportNameOf('/admin/content')).toBeNull();
  });

  it('keeps a custom range, the sites, the sort, the page and the filters in the address and reads them back', () => {
    const query = {
      range: 'custom' as const,
      from: '2026-03-01',
      to: '2026-03-31',
      scope: 'all',
      sort: 'views',
      order: 'asc' as const,
      page: 3,
      filters: { type: 'Article' },
    };
    const params = writeReportQuery(query);
    expect(params.toString()).toBe(
      'range=custom&from=2026-03-01&to=2026-03-31&sites=all&sort=views&order=asc&page=3&f.type=Article',
    );
    expect(readReportQuery(params)).toEqual(query);
  });

  it('reads an empty address as the last 30 days of this site, sorted by the report', () => {
    const query = readReportQuery(new URLSearchParams());
    expect(query).toMatchObject({ range: 'last-30-days', scope: '', sort: '', page: 1, filters: {} });
    expect(writeReportQuery(query).toString()).toBe('');
    expect(queryDays(query, '2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('asks the engine for one page, or for every row for the CSV', () => {
    const query = readReportQuery(new URLSearchParams('range=today&sites=beta&page=2&f.menu=Footer'));
    expect(reportInput('menu-link-clicks', query, { today: '2026-03-30' })).toEqual({
      report: 'menu-link-clicks',
      from: '2026-03-30',
      to: '2026-03-30',
      sites: ['beta'],
      skip: 50,
      limit: 50,
      filters: { menu: 'Footer' },
    });
    expect(reportInput('menu-link-clicks', query, { paged: false, today: '2026-03-30' })).not.toHaveProperty('skip');
  });
});

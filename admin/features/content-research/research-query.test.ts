import { describe, expect, it } from 'vitest';
import { readResearchQuery, researchInput, writeResearchQuery } from './research-query.ts';

describe('the content research query', () => {
  it('round-trips through the address bar, leaving defaults out', () => {
    const params = new URLSearchParams(
      'q=freight&site=beta&type=Webinar&status=DRAFT&from=2026-01-01&sort=name&page=3',
    );
    const query = readResearchQuery(params);
    expect(query).toMatchObject({ search: 'freight', site: 'beta', type: 'Webinar', status: 'DRAFT', page: 3 });
    expect(writeResearchQuery(query).toString()).toBe(params.toString());
    expect(writeResearchQuery(readResearchQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores values it does not know', () => {
    const query = readResearchQuery(new URLSearchParams('type=Nope&status=ALL&from=yesterday&sort=x&page=-2'));
    expect(query).toMatchObject({ type: '', status: 'ANY', from: '', sort: 'published', page: 1 });
  });

  it('asks for whole days: from midnight to the last millisecond of the "to" day', () => {
    const input = researchInput(readResearchQuery(new URLSearchParams('from=2026-01-10&to=2026-01-10&page=2')));
    expect(input.publishedAfter).toBe(Date.UTC(2026, 0, 10));
    expect(input.publishedBefore).toBe(Date.UTC(2026, 0, 11) - 1);
    expect(input.pagination).toEqual({ limit: 50, skip: 50 });
    expect(input.statuses).toBeNull();
  });
});

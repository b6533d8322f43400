import { describe, expect, it } from 'vitest';
import { chicagoDay, chicagoDayStart } from '../../shared/chicago-day.ts';
import { chicagoDayNumberSql, dayNumber } from './calendar-days.ts';

describe('chicagoDayNumberSql', () => {
  it('gives the Chicago day of every hour across both daylight-saving switches of a year', () => {
    const sql = chicagoDayNumberSql('t', '2026-01-01', '2026-12-31');
    expect(sql.match(/when/g)).toHaveLength(2);
    // The SQL as JS: each branch a conditional, integer division a floor.
    const js = sql
      .replace(/^\(case /, '')
      .replace(/ end\)$/, '')
      .replace(/when ([^ ]+ < \d+) then (\([^)]*\) \/ \d+)/g, '$1 ? Math.floor($2) :')
      .replace(/else (.*)$/, 'Math.floor($1)');
    const dayOf = Function('t', `return ${js};`) as (t: number) => number;
    for (let at = chicagoDayStart('2026-01-01'); at < chicagoDayStart('2027-01-01'); at += 3_600_000)
      expect(dayOf(at), new Date(at).toISOString()).toBe(dayNumber(chicagoDay(at)));
  });

  it('needs no branch when the range has no switch', () => {
    expect(chicagoDayNumberSql('t', '2026-06-01', '2026-06-30')).toBe('(t - 18000000) / 86400000');
  });
});

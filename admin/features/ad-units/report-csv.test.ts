import { describe, expect, it } from 'vitest';
import { csvCell, reportCsv } from './report-csv.ts';

const row = {
  unit: {
    id: 1,
    name: 'Rail, "top"',
    key: 'rail1',
    type: 'layout-block',
    size: '300x250',
    sizeMapping: [
      { viewport: '980x0', sizes: ['300x600', '300x250'] },
      { viewport: '0x0', sizes: [] },
    ],
    refreshRate: 0,
    useSectionAlias: true,
    excludePageTypes: ['issue'],
    targetId: null,
  },
  exclusionFlag: null,
  layoutsUsing: [{ id: 4, name: 'Home', blockCount: 2 }],
  layoutsExcluding: [],
  houseAdCount: 3,
  runningHouseAdCount: 1,
};

describe('the ad unit settings report as CSV', () => {
  it('writes a header and one line per pattern, quoting cells with commas or quotes', () => {
    expect(reportCsv([row]).split('\r\n')).toEqual([
      'Name,Key,Type,Size,Size mapping,Refresh (s),Section in slot path,Excluded page types,Placed by,Layout exclusion flag,Excluded by layouts,House ads,Running now',
      '"Rail, ""top""",rail1,layout-block,300x250,980x0: 300x600 300x250; 0x0: none,never,yes,issue,Home (2),,,3,1',
      '',
    ]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain')).toBe('plain');
  });
});

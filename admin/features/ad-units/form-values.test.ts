import { describe, expect, it } from 'vitest';
import { fromLocalInput, houseAdFieldOf, houseAdState, toLocalInput } from './house-ad-form-values.ts';
import { patternFieldOf, patternFormValues, patternInput } from './pattern-form-values.ts';

describe('the ad unit pattern form', () => {
  it('turns typed size mappings into the write input', () => {
    const values = {
      ...patternFormValues(null),
      name: ' Rail ',
      key: 'rail1',
      type: 'layout-block',
      sizeMapping: [{ viewport: ' 980x0 ', sizes: '300x600, 300x250 ' }],
      refreshRate: '',
    };
    expect(patternInput(values)).toEqual({
      name: 'Rail',
      key: 'rail1',
      type: 'layout-block',
      size: '1x1',
      sizeMapping: [{ viewport: '980x0', sizes: ['300x600', '300x250'] }],
      refreshRate: 0,
      useSectionAlias: true,
      excludePageTypes: [],
      targetId: '',
    });
  });

  it('shows each engine problem beside its field', () => {
    expect(patternFieldOf('sizeMapping.1.sizes.0')).toBe('sizeMapping.1.sizes');
    expect(patternFieldOf('excludePageTypes.0')).toBe('excludePageTypes');
    expect(patternFieldOf('refreshRate')).toBe('refreshRate');
    expect(patternFieldOf('id')).toBeNull();
  });
});

describe('the house ad form', () => {
  it('round-trips a local date and time', () => {
    const ms = new Date(2026, 10, 28, 9, 5).getTime();
    expect(toLocalInput(ms)).toBe('2026-11-28T09:05');
    expect(fromLocalInput('2026-11-28T09:05')).toBe(ms);
    expect([toLocalInput(null), fromLocalInput('')]).toEqual(['', null]);
  });

  it('shows the image id problem beside the image', () => {
    expect([houseAdFieldOf('imageAssetId'), houseAdFieldOf('clickUrl'), houseAdFieldOf('kind')]).toEqual([
      'image',
      'clickUrl',
      null,
    ]);
  });

  it('tells running, scheduled, ended and paused house ads apart', () => {
    expect(
      [
        { active: true, startDate: null, endDate: null },
        { active: true, startDate: 200, endDate: null },
        { active: true, startDate: null, endDate: 100 },
        { active: false, startDate: null, endDate: null },
      ].map((ad) => houseAdState(ad, 100)),
    ).toEqual(['Running', 'Scheduled', 'Ended', 'Paused']);
  });
});

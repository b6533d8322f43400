import { describe, expect, it } from 'vitest';
import { adFieldOf, adFormSchema, emptyAd, emptySchedule } from './ad-form-values.ts';

const valid = {
  ...emptyAd,
  payload: { ...emptyAd.payload, title: 'Spring sale', url: 'https://example.com/sale' },
  schedules: [emptySchedule(3, '2026-12-01')],
};

describe('ad form values', () => {
  it('accepts a complete ad with a schedule row', () => {
    expect(adFormSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a schedule position above 100 on that row', () => {
    const result = adFormSchema.safeParse({ ...valid, schedules: [{ ...valid.schedules[0], position: 101 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['schedules', 0, 'position'],
      message: 'Position must be between 1 and 100',
    });
  });

  it('refuses an end date before the start date', () => {
    const result = adFormSchema.safeParse({
      ...valid,
      schedules: [{ ...valid.schedules[0], startDate: '2026-12-02', endDate: '2026-12-01' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['schedules', 0, 'endDate']);
  });

  it('needs a company name when the company is new', () => {
    const result = adFormSchema.safeParse({ ...valid, payload: { ...valid.payload, companySource: 'new' } });
    expect(result.error?.issues[0]?.path).toEqual(['payload', 'companyName']);
  });

  it('places engine problems on the form fields', () => {
    expect(adFieldOf('schedules.0.position')).toBe('schedules.0.position');
    expect(adFieldOf('payload.url')).toBe('payload.url');
    expect(adFieldOf('title')).toBe('payload.title');
    expect(adFieldOf('somethingElse')).toBeNull();
  });
});

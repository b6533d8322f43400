import { describe, expect, it } from 'vitest';
import { emptySyndicateForm, fieldOfProblem, syndicateInput } from './syndication-form-values.ts';

describe('the syndicate form', () => {
  it('asks for every chosen section with the form dates', () => {
    const input = syndicateInput({
      ...emptySyndicateForm(),
      contentId: 7,
      siteKey: 'beta',
      sections: [
        { sectionId: 3, option: 'Standard' },
        { sectionId: 4, option: 'Featured' },
      ],
      endDate: '2026-12-31T17:00',
    });
    expect(input).toEqual({
      contentId: 7,
      siteKey: 'beta',
      schedules: [
        { sectionId: 3, option: 'Standard', startDate: null, endDate: new Date('2026-12-31T17:00').getTime() },
        { sectionId: 4, option: 'Featured', startDate: null, endDate: new Date('2026-12-31T17:00').getTime() },
      ],
    });
  });

  it("places the engine's problems beside their fields", () => {
    expect(fieldOfProblem('siteKey')).toBe('siteKey');
    expect(fieldOfProblem('schedules.1.endDate')).toBe('endDate');
    expect(fieldOfProblem('schedules')).toBe('sections');
    expect(fieldOfProblem('other')).toBeNull();
  });
});

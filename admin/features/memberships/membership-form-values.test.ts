import { describe, expect, it } from 'vitest';
import { membershipFieldOf, newMembershipValues, toFormValues, toInput } from './membership-form-values.ts';

const questions = [101, 102, 103].map((id) => ({
  id,
  description: `Question ${id}`,
  omedaWebformText: '',
  demographicType: 1,
  demographicValues: [],
}));
const item = {
  id: 4,
  title: 'Gold',
  alias: 'gold',
  status: 0,
  isFree: false,
  omedaProduct: 'GOLD',
  requiredUserCommonFields: ['postalCode', 'company'],
  requiredUserDemographicFields: [103],
  additionalUserDemographicFields: [101],
};

describe('membership form values', () => {
  it('start a new membership active, free, asking no question', () => {
    expect(newMembershipValues(questions)).toMatchObject({
      active: true,
      isFree: true,
      demographics: { q101: 'none', q102: 'none', q103: 'none' },
    });
  });

  it('read a stored membership and send it back unchanged', () => {
    const values = toFormValues(item, questions);
    expect(values.demographics).toEqual({ q101: 'additional', q102: 'none', q103: 'required' });
    const { id: _id, ...input } = item;
    expect(toInput(values)).toEqual({ ...input, requiredUserCommonFields: ['company', 'postalCode'] });
  });

  it('trim texts and send a blank product as null', () => {
    const values = { ...newMembershipValues(questions), title: ' Silver ', alias: ' ', omedaProduct: '  ' };
    expect(toInput(values)).toMatchObject({ title: 'Silver', alias: '', omedaProduct: null });
  });

  it('place engine problems beside their fields', () => {
    expect(membershipFieldOf('alias')).toBe('alias');
    expect(membershipFieldOf('requiredUserCommonFields.0')).toBe('requiredUserCommonFields');
    expect(membershipFieldOf('additionalUserDemographicFields')).toBe('demographics');
    expect(membershipFieldOf('status')).toBeNull();
  });
});

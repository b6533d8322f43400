import { describe, expect, it } from 'vitest';
import { centsOf, emptyContractForm, fieldOfPath, inputOf } from './contract-form-values.ts';

describe('the contract form values', () => {
  it('reads fees as typed into cents, and refuses what is no amount', () => {
    expect(centsOf('1,250.5')).toBe(125_050);
    expect(centsOf('80')).toBe(8000);
    expect(centsOf('0.07')).toBe(7);
    expect(centsOf('12.345')).toBeNull();
    expect(centsOf('ten')).toBeNull();
    expect(centsOf('-5')).toBeNull();
  });

  it('sends numbers and a due date at midnight UTC', () => {
    expect(
      inputOf({ ...emptyContractForm, contributorId: '7', title: 'T', fee: '250.00', dueDate: '2027-01-31' }),
    ).toMatchObject({ contributorId: 7, feeCents: 25_000, dueDate: Date.parse('2027-01-31T00:00:00Z') });
  });

  it('shows the engine’s feeCents problem beside the fee field', () => {
    expect(fieldOfPath('feeCents')).toBe('fee');
    expect(fieldOfPath('title')).toBe('title');
    expect(fieldOfPath('token')).toBeNull();
  });
});

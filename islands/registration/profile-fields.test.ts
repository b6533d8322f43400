import { describe, expect, it } from 'vitest';
import { profileInput, profileTextFields } from './profile-fields.ts';

describe('profile fields', () => {
  it("are required as the membership's common fields say", () => {
    const fields = profileTextFields(['firstName', 'lastName', 'company', 'postalCode', 'countryCode']);
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'company',
      'postalCode',
    ]);
    expect(fields.map((f) => f.name)).toEqual(['firstName', 'lastName', 'title', 'company', 'city', 'postalCode']);
  });

  it('are sent trimmed, empty ones left out', () => {
    expect(
      profileInput({ firstName: ' Nora ', lastName: 'Newman', title: '', city: '   ', countryCode: 'US' }),
    ).toEqual({ firstName: 'Nora', lastName: 'Newman', countryCode: 'US' });
  });
});

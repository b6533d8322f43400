import { describe, expect, it } from 'vitest';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { profileUpdateInput, profileValuesOf } from './profile-update.ts';

const blank = {
  firstName: '',
  lastName: '',
  title: '',
  company: '',
  city: '',
  countryCode: '',
  region: '',
  postalCode: '',
};

describe('profileUpdateInput', () => {
  it('leaves out empty and whitespace-only fields', () => {
    expect(profileUpdateInput({ ...blank, firstName: 'Ada', city: '   ', countryCode: 'US', region: 'IL' })).toEqual({
      firstName: 'Ada',
      countryCode: 'US',
      region: 'IL',
    });
  });

  it('trims the values it sends', () => {
    expect(profileUpdateInput({ ...blank, company: '  Acme  ' })).toEqual({ company: 'Acme' });
  });

  it('sends nothing for an empty form', () => {
    expect(profileUpdateInput(blank)).toEqual({});
  });
});

describe('profileValuesOf', () => {
  it('starts the form from the profile, with empty text where nothing is set', () => {
    const user = {
      firstName: 'Morgan',
      lastName: null,
      title: 'Ops',
      company: null,
      city: 'Chicago',
      countryCode: 'US',
      region: 'IL',
      postalCode: null,
    } as unknown as SiteUserInfo;
    expect(profileValuesOf(user)).toEqual({
      ...blank,
      firstName: 'Morgan',
      title: 'Ops',
      city: 'Chicago',
      countryCode: 'US',
      region: 'IL',
    });
  });
});

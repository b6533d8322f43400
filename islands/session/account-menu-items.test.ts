import { describe, expect, it } from 'vitest';
import { accountMenuItems, accountToggleLabel, isRegistrationPath, loginHref } from './account-menu-items.ts';

const labels = (facts: Parameters<typeof accountMenuItems>[0]) => accountMenuItems(facts).map((item) => item.label);

describe('the account menu', () => {
  it('shows Change Email until the user has paid', () => {
    expect(labels({ hasPaid: false, missingMemberships: [], newslettersEnabled: true })).toContain('Change Email');
    expect(labels({ hasPaid: true, missingMemberships: [], newslettersEnabled: true })).not.toContain('Change Email');
  });

  it('shows Other Memberships only when memberships are missing', () => {
    expect(labels({ hasPaid: false, missingMemberships: [], newslettersEnabled: true })).not.toContain(
      'Other Memberships',
    );
    expect(labels({ hasPaid: false, missingMemberships: [3], newslettersEnabled: true })).toContain(
      'Other Memberships',
    );
  });

  it('hides Newsletters when no newsletters are enabled', () => {
    expect(labels({ hasPaid: false, missingMemberships: [], newslettersEnabled: false })).not.toContain('Newsletters');
  });

  it('links each entry to its /account anchor', () => {
    expect(
      accountMenuItems({ hasPaid: false, missingMemberships: [1], newslettersEnabled: true }).map((item) => item.href),
    ).toEqual([
      '/account#update-profile',
      '/account#manage-favorites',
      '/account#manage-newsletters',
      '/account#change-password',
      '/account#change-email',
      '/account#upgrade-membership',
    ]);
  });

  it('sends logged-out visitors to the login page with where they were', () => {
    expect(loginHref('/news/a?b=1')).toBe('/account/login?redirectTo=%2Fnews%2Fa%3Fb%3D1');
  });

  it('knows registration pages by their path', () => {
    expect(isRegistrationPath('/account/complete-registration')).toBe(true);
    expect(isRegistrationPath('/account/login')).toBe(false);
  });
});

describe('accountToggleLabel', () => {
  it('names the member, but not in a preview', () => {
    expect(accountToggleLabel({ firstName: 'Morgan', username: 'm@x.example' }, '')).toBe('Morgan');
    expect(accountToggleLabel({ firstName: '', username: 'm@x.example' }, '?a=1')).toBe('m@x.example');
    expect(accountToggleLabel({ firstName: 'Morgan', username: 'm' }, '?preview-mode=true')).toBe('Account');
    expect(accountToggleLabel({ firstName: 'Morgan', username: 'm' }, '?preview-mode=false')).toBe('Morgan');
  });
});

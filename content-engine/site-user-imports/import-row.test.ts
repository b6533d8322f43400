import { describe, expect, it } from 'vitest';
import { headerProblems } from '../shared/site-user-import-columns.ts';
import { checkImportRow, columnIndexes } from './import-row.ts';

const rules = {
  membershipIdsByAlias: new Map([['free', 7]]),
  newsletterIds: new Set(['daily']),
  now: Date.parse('2026-11-28T00:00:00Z'),
};
const header = [
  'Email',
  'First Name',
  'country_code',
  'region',
  'memberships',
  'newsletters',
  'registered',
  'password_hash',
];
const columns = columnIndexes(header);
const check = (fields: string[]) => checkImportRow(fields, columns, rules);

describe('a row of the site-user import', () => {
  it('reads a valid row: lower-case e-mail, memberships by alias, the registration day', () => {
    expect(check([' Ann@Example.COM ', 'Ann', 'us', 'IL', 'FREE|free', 'daily', '2020-05-17', '']).user).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      countryCode: 'US',
      membershipIds: [7],
      newsletterIds: ['daily'],
      registered: Date.parse('2020-05-17T00:00:00Z'),
      passwordHash: null,
    });
  });

  it('names every problem by its column', () => {
    expect(check(['', 'Ann', 'XX', '', 'gold', 'weekly', '2020-02-30', 'md5:abc']).problems).toEqual([
      'email: Field is required',
      'country_code: unknown country "XX"',
      'memberships: no membership "gold" on this site',
      'newsletters: "weekly" is not a newsletter of this site',
      'password_hash: not a Masthead scrypt hash (scrypt$N$r$p$salt$hash)',
      'registered: "2020-02-30" is not a date (yyyy-mm-dd)',
    ]);
    expect(check(['a@b.example', 'Ann', 'US', 'Narnia', '', '', '2030-01-01', '']).problems).toEqual([
      'region: "Narnia" is not a region of US',
      'registered: the date is in the future',
    ]);
    expect(check(['a@b.example']).problems).toEqual(['The row has 1 fields; the header has 8.']);
  });
});

describe('the header of an import file', () => {
  it('refuses unknown, repeated and missing required columns', () => {
    expect(headerProblems(['\uFEFFE-mail', 'first name'])).toContain('Unknown column "e_mail"');
    expect(headerProblems(['email', 'EMAIL'])).toBe('The column "email" appears more than once.');
    expect(headerProblems(['first_name'])).toBe('The file has no "email" column.');
    expect(headerProblems(['Email', 'Last-Name'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createTenantInput, defaultAbbreviation, isHostName } from './tenant-input.ts';

describe('tenant input', () => {
  it('accepts host names of two labels or more and refuses the rest', () => {
    for (const host of ['example.com', 'www.example.co.uk', 'acme.localhost', 'a-b.example.com'])
      expect([host, isHostName(host)]).toEqual([host, true]);
    for (const host of ['localhost', '-a.com', 'a-.com', 'a..com', 'exa mple.com', 'a_b.com', `${'a'.repeat(64)}.com`])
      expect([host, isHostName(host)]).toEqual([host, false]);
  });

  it('normalises domains to lower case, once each', () => {
    const input = createTenantInput.parse({ key: 'acme', name: 'Acme', domains: [' WWW.Acme.com. ', 'www.acme.com'] });
    expect(input.domains).toEqual(['www.acme.com']);
  });

  it('refuses keys that are not lower-case letters and digits of 2 to 32 characters', () => {
    for (const key of ['A', 'a', 'Acme', 'acme-news', '1acme', 'a'.repeat(33)])
      expect([key, createTenantInput.safeParse({ key, name: 'N', domains: ['n.com'] }).success]).toEqual([key, false]);
    expect(createTenantInput.safeParse({ key: 'acme2', name: 'N', domains: ['n.com'] }).success).toBe(true);
  });

  it('takes an https URL or nothing as the production endpoint', () => {
    const parse = (prodEndpoint: string) =>
      createTenantInput.safeParse({ key: 'acme', name: 'N', domains: ['n.com'], prodEndpoint }).success;
    expect([parse(''), parse('https://www.acme.com'), parse('http://www.acme.com'), parse('www.acme.com')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('abbreviates by the initials of the name, else the key', () => {
    expect(defaultAbbreviation({ name: 'Fleet Owner News', key: 'fleet' })).toBe('FON');
    expect(defaultAbbreviation({ name: 'Acme', key: 'acme' })).toBe('ACME');
  });
});

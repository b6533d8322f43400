import { describe, expect, it } from 'vitest';
import {
  endOfDay,
  readReturnFlags,
  safeRedirect,
  sessionCheck,
  withoutReturnFlags,
  type StoredSession,
} from './session-rules.ts';

const noon = new Date(2026, 10, 23, 12, 0, 0).getTime();
const session = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  bearerTokenExpiration: noon + 3_600_000,
  validUntil: endOfDay(noon),
  ...overrides,
});

describe('the admin session rules', () => {
  it('keeps the validity marker until the end of the day', () => {
    expect(new Date(endOfDay(noon)).toString()).toContain('23:59:59');
    expect(sessionCheck(session(), noon)).toBe('trust');
    expect(sessionCheck(session(), endOfDay(noon))).toBe('trust');
  });

  it('validates after the marker while the token lasts, refreshes once it has expired, signs in without a session', () => {
    const tomorrow = endOfDay(noon) + 1;
    expect(sessionCheck(session({ bearerTokenExpiration: tomorrow + 1000 }), tomorrow)).toBe('validate');
    expect(sessionCheck(session(), tomorrow)).toBe('refresh');
    expect(sessionCheck(null, noon)).toBe('sign-in');
  });

  it('reads the single-sign-on return flags and keeps only same-site redirects', () => {
    const flags = readReturnFlags(
      '?cmsUserBearerToken=t&cmsUserBearerTokenExpiration=1795000000000&cmsUserRefreshToken=r&redirect=%2Fadmin%2Fcontent&x=1',
    );
    // The tokens are the engine's to turn into HttpOnly cookies: the page never reads them.
    expect(flags).toEqual({ noToken: false, redirect: '/admin/content' });
    expect(readReturnFlags('?noToken=true').noToken).toBe(true);
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(withoutReturnFlags('?cmsUserBearerToken=t&redirect=%2Fx&keep=1')).toBe('?keep=1');
  });
});

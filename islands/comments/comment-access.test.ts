import { describe, expect, it } from 'vitest';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { commentAccess, commentLoginHref } from './comment-access.ts';

const member = { status: 'member', user: { id: 1 } as unknown as SiteUserInfo } as const;

describe('commentAccess (spec public §5)', () => {
  it.each([
    [member, false, 'member'],
    [member, true, 'member'],
    [{ status: 'anonymous' }, true, 'anonymous'],
    [{ status: 'anonymous' }, false, 'login'],
    [{ status: 'loading' }, true, 'loading'],
  ] as const)('%j with anonymous commenting %s → %s', (session, anonymousAllowed, access) => {
    expect(commentAccess(session, anonymousAllowed)).toBe(access);
  });
});

describe('commentLoginHref', () => {
  it('logs in and comes back to the comments', () => {
    expect(commentLoginHref('/news/electric-trucks')).toBe(
      '/account/login?redirectTo=%2Fnews%2Felectric-trucks%23comments',
    );
  });
});

import type { SessionState } from '../session/session-store.ts';

/** What the comments island offers the visitor (spec public §5): a member's form, the anonymous form with a name, or a log-in link. */
export type CommentAccess = 'loading' | 'member' | 'anonymous' | 'login';

export function commentAccess(session: SessionState, anonymousAllowed: boolean): CommentAccess {
  if (session.status === 'loading') return 'loading';
  if (session.status === 'member') return 'member';
  return anonymousAllowed ? 'anonymous' : 'login';
}

/** The log-in page, coming back to the comments afterwards. */
export const commentLoginHref = (path: string) => `/account/login?redirectTo=${encodeURIComponent(`${path}#comments`)}`;

/** "May 4, 2026" in the reader's time zone. */
export const commentDate = (created: number) =>
  new Date(created).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

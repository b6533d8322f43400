import type { CommentingUser } from '../core/commenting-service.ts';

/** Shown for a member who has not given a name. */
export const unnamedMember = 'Member';

/** The name and e-mail a commenting service knows a site user by: the same name the local store shows. */
export function commentingUserOf(user: {
  first_name: string | null;
  last_name: string | null;
  email: string;
}): CommentingUser {
  const name = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { name: name || unnamedMember, email: user.email };
}

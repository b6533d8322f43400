import type { CommentingUser, CommentingUserUpdate } from '../core/commenting-service.ts';

/** The fields of `next` that differ from `current` (spec public §7: "sent only when they differ from current values"). */
export function changedUserFields({
  current,
  next,
}: Pick<CommentingUserUpdate, 'current' | 'next'>): Partial<CommentingUser> {
  const changed: Partial<CommentingUser> = {};
  if (next.name !== current.name) changed.name = next.name;
  if (next.email !== current.email) changed.email = next.email;
  return changed;
}

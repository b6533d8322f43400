import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';
import { unnamedMember } from '../commenting-service/commenting-user.ts';

export const commentStatuses = ['approved', 'pending', 'removed'] as const;
export type CommentStatus = (typeof commentStatuses)[number];

/** A row of `comments` joined with its member's current name (null names for anonymous comments). */
export const commentRow = z.object({
  id: dbNumber,
  content_id: dbNumber,
  site_user_id: dbNullableNumber,
  author_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  body: z.string(),
  status: z.enum(commentStatuses),
  created: dbNumber,
});

/** A comment as readers see it. */
export interface Comment {
  id: number;
  contentId: number;
  authorName: string;
  body: string;
  created: number;
  /** Written by a logged-in member (else an anonymous visitor under a display name). */
  byMember: boolean;
  status: CommentStatus;
}

/** A member's comment shows the member's current name; an anonymous one the name it was posted under. */
export function toComment(raw: unknown): Comment {
  const row = commentRow.parse(raw);
  const memberName = [row.first_name, row.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    id: row.id,
    contentId: row.content_id,
    authorName: row.site_user_id === null ? (row.author_name ?? '') : memberName || unnamedMember,
    body: row.body,
    created: row.created,
    byMember: row.site_user_id !== null,
    status: row.status,
  };
}

import type { Knex } from 'knex';
import { dbNumber } from '../core/rows.ts';
import { wherePublic } from '../core/content-visibility.ts';
import { toComment, type Comment, type CommentStatus } from './comment.ts';

const commentColumns = [
  'c.id',
  'c.content_id',
  'c.site_user_id',
  'c.author_name',
  'u.first_name',
  'u.last_name',
  'c.body',
  'c.status',
  'c.created',
];

const commentsOf = (db: Knex, tenantKey: string) =>
  db('comments as c').leftJoin('site_users as u', 'u.id', 'c.site_user_id').where('c.tenant_key', tenantKey);

/** Whether the tenant has this content item and it is public now. */
export async function isPublicContent(
  db: Knex,
  { tenantKey, contentId, now }: { tenantKey: string; contentId: number; now: number },
): Promise<boolean> {
  return Boolean(
    await wherePublic(db('content').where({ 'content.id': contentId, 'content.tenant_key': tenantKey }), now).first(
      'content.id',
    ),
  );
}

/** One page of an item's approved comments, newest first, and how many there are in all. */
export async function listApprovedComments(
  db: Knex,
  { tenantKey, contentId, limit, offset }: { tenantKey: string; contentId: number; limit: number; offset: number },
): Promise<{ comments: Comment[]; totalCount: number }> {
  const approved = () => commentsOf(db, tenantKey).where({ 'c.content_id': contentId, 'c.status': 'approved' });
  const [rows, total] = await Promise.all([
    approved()
      .orderBy([
        { column: 'c.created', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset)
      .select(commentColumns),
    approved().count({ n: '*' }).first(),
  ]);
  return { comments: rows.map(toComment), totalCount: dbNumber.parse(total?.n ?? 0) };
}

export interface CommentWrite {
  tenantKey: string;
  contentId: number;
  siteUserId: number | null;
  authorName: string | null;
  body: string;
  status: CommentStatus;
  ipHash: string;
  now: number;
}

export async function insertComment(db: Knex, write: CommentWrite): Promise<Comment> {
  const [inserted] = await db('comments')
    .insert({
      tenant_key: write.tenantKey,
      content_id: write.contentId,
      site_user_id: write.siteUserId,
      author_name: write.authorName,
      body: write.body,
      status: write.status,
      ip_hash: write.ipHash,
      created: write.now,
      updated: write.now,
    })
    .returning('id');
  const id = typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
  return toComment(await commentsOf(db, write.tenantKey).where('c.id', id).first(commentColumns));
}

/** The creation times of the tenant's comments since `since` by this member or from this address, oldest first. */
export async function recentCommentTimes(
  db: Knex,
  {
    tenantKey,
    siteUserId,
    ipHash,
    since,
  }: { tenantKey: string; siteUserId: number | null; ipHash: string; since: number },
): Promise<number[]> {
  const rows: { created: number | string }[] = await db('comments')
    .where('tenant_key', tenantKey)
    .where('created', '>', since)
    .where((q) => {
      q.where('ip_hash', ipHash);
      if (siteUserId !== null) q.orWhere('site_user_id', siteUserId);
    })
    .orderBy('created', 'asc')
    .select('created');
  return rows.map((row) => Number(row.created));
}

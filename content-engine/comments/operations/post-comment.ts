import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { forbidden, notFound, unauthenticated } from '../../core/errors.ts';
import { badInput, parseInput, required } from '../../core/validate.ts';
import { commentLimits, commentTexts } from '../../shared/commenting.ts';
import { cleanCommentBody, cleanDisplayName } from '../../shared/comment-text.ts';
import { requiredMessage } from '../../shared/schemas/site-settings.ts';
import { membershipSystemDown } from '../../site-users/outage.ts';
import { siteUserSession } from '../../site-users/session.ts';
import type { Comment } from '../comment.ts';
import { insertComment, isPublicContent } from '../queries.ts';
import { assertCommentAllowed, commentIpHash } from '../rate-limit.ts';
import { requireLocalCommenting } from '../../commenting-service/site-commenting.ts';

const inputSchema = z.object({
  contentId: z.number(required).int().positive(),
  body: z
    .string(required)
    .max(commentLimits.bodyMaxLength * 2)
    .transform(cleanCommentBody)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(commentLimits.bodyMaxLength, `A comment may have at most ${commentLimits.bodyMaxLength} characters`),
    ),
  displayName: z
    .string()
    .max(commentLimits.displayNameMaxLength * 2)
    .nullish()
    .transform((name) => (name ? cleanDisplayName(name) : ''))
    .pipe(
      z
        .string()
        .max(
          commentLimits.displayNameMaxLength,
          `A name may have at most ${commentLimits.displayNameMaxLength} characters`,
        ),
    ),
});

export interface PostCommentResult {
  comment: Comment;
  message: string;
}

/** The member a comment is posted as: none without a live session, or while the membership system is switched off (spec public §4). */
async function commentingMember(ctx: EngineContext) {
  const session = await siteUserSession(ctx);
  if (!session || (await membershipSystemDown(ctx))) return null;
  if (session.isSimulated) throw forbidden(commentTexts.simulated);
  return session;
}

/**
 * Posts a comment on a public content item (spec public §5): only where commenting is active;
 * as the logged-in member, or — only where allowAnonymousCommenting is on — anonymously under a
 * display name. Plain text, cleaned; rate-limited per member and per client address.
 */
export async function postComment({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<PostCommentResult> {
  const values = parseInput(inputSchema, input);
  const { tenantKey, commenting } = await requireLocalCommenting(ctx);
  const member = await commentingMember(ctx);
  if (!member && !commenting.anonymousAllowed) throw unauthenticated(commentTexts.loginRequired);
  if (!member && !values.displayName) throw badInput('displayName', requiredMessage);
  const now = ctx.now();
  if (!(await isPublicContent(ctx.db, { tenantKey, contentId: values.contentId, now })))
    throw notFound(`Content ${values.contentId}`);
  const ipHash = commentIpHash(tenantKey, ctx.ip);
  await assertCommentAllowed(ctx.db, { tenantKey, siteUserId: member?.userId ?? null, ipHash, now });

  const comment = await insertComment(ctx.db, {
    tenantKey,
    contentId: values.contentId,
    siteUserId: member?.userId ?? null,
    authorName: member ? null : values.displayName,
    body: values.body,
    status: 'approved',
    ipHash,
    now,
  });
  ctx.log.info(
    { tenantKey, contentId: values.contentId, commentId: comment.id, siteUserId: member?.userId ?? null },
    'comment posted',
  );
  if (comment.status !== 'approved') return { comment, message: commentTexts.awaitingModeration };
  return { comment, message: commentTexts.posted };
}

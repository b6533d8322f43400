import { createHash } from 'node:crypto';
import type { SeededItem } from './content.ts';
import { hour, type GenContext } from './context.ts';

/** Anonymous demo commenters, on sites that allow anonymous comments. */
const guests = ['Pat from Peoria', 'Jordan K.'];
const memberLines = [
  'Useful overview, thanks. We are weighing the same decision this quarter.',
  'Would like to see a follow-up with numbers from smaller operations.',
  'Shared this with our operations team.',
];
const guestLines = [
  'Good read. The second point matches what we see every week.',
  'Any word on how this plays out next year?',
  'Thanks for covering this.',
];

/**
 * A couple of approved comments on the three newest live articles of a site with commenting on:
 * one by the demo member, and one by a guest where anonymous commenting is allowed. No random
 * draws, so the rest of the seed is unchanged.
 */
export function generateComments(
  ctx: GenContext,
  { items, memberId, anonymousAllowed }: { items: SeededItem[]; memberId: number; anonymousAllowed: boolean },
) {
  const articles = items
    .filter((item) => item.type === 'Article' && item.isLive)
    .sort((a, b) => (b.published ?? 0) - (a.published ?? 0))
    .slice(0, 3);
  const ipHash = createHash('sha256').update(`comments:${ctx.tenantKey}:seed`).digest('hex');
  articles.forEach((article, index) => {
    const at = Math.max(article.published ?? ctx.now, ctx.now - 48 * hour) + (index + 1) * hour;
    const row = (siteUserId: number | null, authorName: string | null, body: string, created: number) => ({
      tenant_key: ctx.tenantKey,
      content_id: article.id,
      site_user_id: siteUserId,
      author_name: authorName,
      body,
      status: 'approved',
      ip_hash: ipHash,
      created,
      updated: created,
    });
    ctx.data.comments.push(row(memberId, null, memberLines[index]!, Math.min(at, ctx.now - 2 * hour)));
    if (anonymousAllowed)
      ctx.data.comments.push(
        row(null, guests[index % guests.length]!, guestLines[index]!, Math.min(at + hour, ctx.now - hour)),
      );
  });
}

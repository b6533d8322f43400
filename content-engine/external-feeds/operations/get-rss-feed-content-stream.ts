import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { canUseTenant } from '../../core/cms-session.ts';
import { forbidden, unauthenticated } from '../../core/errors.ts';
import { FeedFetchError, type FeedFetchFailure } from '../../core/feed-fetcher.ts';
import { parseInput } from '../../core/validate.ts';
import { parseFeed, type ExternalFeedItem } from '../parse-feed.ts';

/** Items a feed block shows when its settings name no number; the most it may ask for. */
export const externalFeedLimits = { default: 5, max: 50 } as const;

const inputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2_000)
    .refine((value) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value), 'Give an http or https address'),
  limit: z.number().int().min(1).max(externalFeedLimits.max).nullish(),
});

export interface ExternalFeed {
  url: string;
  title: string;
  link: string;
  items: ExternalFeedItem[];
  /** Why there are no items when the feed could not be read: a FeedFetchFailure or 'parse'; null when it was. */
  error: FeedFetchFailure | 'parse' | null;
}

/**
 * An external RSS or Atom feed's newest items (spec public §7 getRSSFeedContentStream): fetched
 * server-side by the engine's feed fetcher (public addresses only, limited, cached; ADR 0064),
 * items as text with http(s) links. A feed that cannot be read gives no items and its reason.
 * Over GraphQL it answers signed-in CMS users of the tenant only (the layout editor's preview),
 * so the engine is no open fetch proxy; the sites read it through their SiteEngine.
 */
export async function getRSSFeedContentStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<ExternalFeed> {
  const { url, limit } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  if (!ctx.system) {
    if (!ctx.cmsUser) throw unauthenticated();
    if (!canUseTenant(ctx.cmsUser, tenantKey))
      throw forbidden(`This CMS user has no access to the tenant "${tenantKey}".`);
  }
  const empty = (error: ExternalFeed['error']): ExternalFeed => ({ url, title: '', link: '', items: [], error });
  let document;
  try {
    document = await ctx.feedFetcher.fetch(url);
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    ctx.log.warn({ url, reason: error.reason, message: error.message }, 'external feed not read');
    return empty(error.reason);
  }
  try {
    const feed = parseFeed(document.body, { base: document.url, limit: limit ?? externalFeedLimits.default });
    return { url, ...feed, items: feed.items.filter((item) => item.title), error: null };
  } catch (error) {
    ctx.log.warn({ url, message: String(error) }, 'external feed not parsed');
    return empty('parse');
  }
}

import type { APIRoute } from 'astro';
import { feedSectionAlias } from '../../lib/feed-input.ts';
import { sectionFeedXml } from '../../lib/rss-xml.ts';
import { xmlResponse } from '../../lib/sitemap-xml.ts';

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * /__rss/website-scheduled-content.xml?input={sectionAlias}: the RSS feed of a section (spec
 * public §2). Astro skips page folders whose names start with "_", so the "__rss" segment is a
 * parameter here and any other value of it is not a feed.
 */
export const GET: APIRoute = async ({ params, url, locals: { engine } }) => {
  if (params.feeds !== '__rss') return text(404, 'Not found.');
  const input = feedSectionAlias(url.searchParams.get('input'));
  if ('error' in input) return text(400, input.error);
  let feed;
  try {
    feed = await engine.sectionFeed(input.alias);
  } catch (error) {
    const { status, message } = error as { status?: number; message?: string };
    if (status === 404 || status === 400) return text(status, message ?? 'Not found.');
    throw error;
  }
  const settings = await engine.settings();
  const selfUrl = `${engine.origin}/__rss/website-scheduled-content.xml?input=${encodeURIComponent(feed.section.alias)}`;
  return xmlResponse(
    sectionFeedXml(feed, {
      origin: engine.origin,
      siteName: settings.general.siteName,
      selfUrl,
      logoUrl: settings.header.logo || undefined,
    }),
  );
};

import { eventDimensions } from '../../../content-engine/tracking-events/event-dimensions.ts';
import { demoBrands } from '../brands/index.ts';
import { day, type GenContext } from './context.ts';
import { block, buildGrid } from '../../../content-engine/shared/grid-builder.ts';
import type { SeededItem } from './content.ts';
import { addLayout } from './layouts.ts';
import type { SectionTree } from './sections.ts';

/** The port `npm run dev` and `npm start` listen on by default (content-engine/server/main.ts). */
const demoPort = 4321;

/** Page-view sessions the demo's local recommender learns from, and items each views. */
const sessions = 60;
const viewsPerSession = 3;

/**
 * Another demo site's section feed on this machine: the demo reads it offline (the fetcher allows
 * `*.localhost` only when EXTERNAL_FEED_PRIVATE_HOSTS says so, as `npm run dev` does; ADR 0064).
 */
export function partnerFeedUrl(tenantKey: string): { name: string; url: string } {
  const others = demoBrands.filter((brand) => brand.key !== tenantKey && brand.key !== 'demotest');
  const partner = others[0]!;
  return {
    name: partner.name,
    // Its first topical section: the items scheduled there and in the sections below it.
    url: `http://${partner.key}.localhost:${demoPort}/__rss/website-scheduled-content.xml?input=${partner.sections[0]!.slug}`,
  };
}

/**
 * The demo's external_rss_feed and blueconic_recommendations blocks (a url-override of the first
 * second-level topical section) and the page views the local recommender reads. No random draws:
 * the rest of the demo stays the same.
 */
export function generateFeedsAndRecommendations(
  ctx: GenContext,
  { sections, items }: { sections: SectionTree; items: SeededItem[] },
): void {
  // Not under the landing section, whose override reaches its children (layouts.ts).
  const tops = sections.topical.filter((s) => s.depth === 1);
  const landing = (tops.find((s) => s.alias === 'equipment') ?? tops[1])?.alias;
  const section =
    sections.topical.find((s) => s.depth === 2 && s.top !== landing) ?? sections.topical.find((s) => s.depth === 1)!;
  const partner = partnerFeedUrl(ctx.tenantKey);
  addLayout(ctx, {
    name: `${section.name} with recommendations`,
    type: 'url-override',
    aliases: [`/${section.alias}`],
    pageType: 'section',
    primary: buildGrid([
      {
        layout: '2_1',
        columns: [
          [block('content_list', { title: section.name, population: { section: 'current', numberOfItems: 8 } })],
          [
            block('blueconic_recommendations', { title: 'Recommended For You', numberOfItems: 4 }),
            block('external_rss_feed', { title: `From ${partner.name}`, url: partner.url, numberOfItems: 5 }),
          ],
        ],
      },
    ]),
  });
  const live = items.filter((item) => item.isLive && item.type !== 'Company');
  if (live.length < viewsPerSession) return;
  for (let s = 0; s < sessions; s++) {
    for (let k = 0; k < viewsPerSession; k++) {
      // Neighbouring sessions overlap, so items are co-viewed with a few others.
      const item = live[(s * 2 + k * 3) % Math.min(live.length, 90)]!;
      const page = {
        path: item.canonicalPath,
        pageType: 'content',
        contentId: item.id,
        type: item.type,
        name: item.name,
        primarySection: { id: item.section.id, name: item.section.name, alias: item.section.alias },
      };
      const created = ctx.now - (s % 30) * day - (viewsPerSession - k) * 60_000;
      // With its report dimensions, as the engine stores an event (the reports count by them).
      const dimensions = eventDimensions({ type: 'pageView', page, payload: {}, created });
      ctx.data.tracking_events.push({
        tenant_key: ctx.tenantKey,
        type: 'pageView',
        session_id: `demo-${ctx.tenantKey}-${s}`,
        site_user_id: null,
        page: JSON.stringify(page),
        payload: '{}',
        created,
        day: dimensions.day,
        content_id: dimensions.contentId,
        company_id: dimensions.companyId,
        subject: dimensions.subject,
      });
    }
  }
}

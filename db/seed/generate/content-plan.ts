import {
  standardContentTypes as contentTypes,
  type ContentType,
} from '../../../content-engine/shared/content-types.ts';
import { ContentStatus } from '../../../content-engine/shared/enums.ts';
import { day, hour, type GenContext } from './context.ts';
import type { SectionRef, SectionTree } from './sections.ts';

/** How often each type occurs, in percent. */
const typeWeights: Record<(typeof contentTypes)[number], number> = {
  Article: 28,
  News: 20,
  Blog: 6,
  PressRelease: 6,
  Company: 5,
  Video: 5,
  Webinar: 4,
  Event: 4,
  Whitepaper: 4,
  Product: 3,
  Podcast: 2.5,
  Document: 2,
  MediaGallery: 2,
  Supplier: 2,
  Contact: 2,
  Venue: 1.5,
  Page: 1.5,
  Promotion: 1.5,
  Group: 1,
};

/** Types that live in a section of their own rather than under the brand's topics. */
const homeSectionOf: Partial<Record<ContentType, string>> = {
  Event: 'resources/events',
  Webinar: 'resources/webinars',
  Whitepaper: 'resources/whitepapers',
  Podcast: 'resources/podcasts',
  Company: 'directory/companies',
  Product: 'directory/products',
  Supplier: 'directory/suppliers',
  Contact: 'directory/contacts',
  Venue: 'resources/events/venues',
  Video: 'resources/videos',
};

const newsTypes = new Set<ContentType>(['Article', 'News', 'Blog', 'PressRelease']);

export interface PlannedItem {
  id: number;
  type: ContentType;
  status: number;
  published: number | null;
  expires: number | null;
  section: SectionRef;
}

/** Types for `count` items: every type at least once (when there is room), companies first. */
function planTypes(ctx: GenContext, count: number): ContentType[] {
  const guaranteed = count >= contentTypes.length ? [...contentTypes] : [];
  const rest = Array.from({ length: count - guaranteed.length }, () => ctx.random.weighted(typeWeights));
  const types = ctx.random.shuffle([...guaranteed, ...rest]);
  return [...types.filter((t) => t === 'Company'), ...types.filter((t) => t !== 'Company')];
}

/** Publish dates over the last two years, most of them recent; a few in the last 48 hours. */
function planDates(ctx: GenContext, type: ContentType, status: number, recent: { left: number }) {
  const { random, now } = ctx;
  if (status === ContentStatus.DRAFT) return { published: null, expires: null };
  if (status === ContentStatus.PUBLISHED && recent.left > 0 && newsTypes.has(type)) {
    recent.left -= 1;
    return { published: now - random.int(10 * 60_000, 47 * hour), expires: null };
  }
  if (status === ContentStatus.PUBLISHED && random.chance(0.02))
    return { published: now + random.int(1 * hour, 30 * day), expires: null };
  const published = now - 2 * day - Math.floor(random.next() ** 1.6 * 728 * day);
  if (status !== ContentStatus.PUBLISHED) return { published, expires: null };
  const age = now - published;
  if (age > 40 * day && random.chance(0.03)) return { published, expires: now - random.int(1 * day, 30 * day) };
  if (random.chance(0.02)) return { published, expires: now + random.int(10 * day, 200 * day) };
  return { published, expires: null };
}

/** Type, status, dates and primary section of every item, with ids assigned. */
export function planContent(ctx: GenContext, count: number, sections: SectionTree): PlannedItem[] {
  const recent = { left: Math.max(3, Math.round(count * 0.02)) };
  return planTypes(ctx, count).map((type) => {
    const roll = ctx.random.next();
    const status = roll < 0.02 ? ContentStatus.DELETED : roll < 0.1 ? ContentStatus.DRAFT : ContentStatus.PUBLISHED;
    const own = homeSectionOf[type];
    const section =
      own && !(type === 'Video' && ctx.random.chance(0.5)) ? sections.byAlias(own) : ctx.random.pick(sections.topical);
    return { id: ctx.nextId('content'), type, status, section, ...planDates(ctx, type, status, recent) };
  });
}

import type { ContentType } from '../../../content-engine/shared/content-types.ts';
import { headline, slugify, titleCase, type TextContext } from '../text.ts';
import { cities, firstNames, lastNames, pageNames, streets, type City } from '../words.ts';
import { addAsset } from './assets.ts';
import { day, hour, type GenContext } from './context.ts';
import type { PlannedItem } from './content-plan.ts';

const youtubeChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A company name the brand's readers would recognise the shape of. */
export function companyName(ctx: GenContext, used: Set<string>, suffixes = ctx.brand.companyWords.suffixes): string {
  const { prefixes } = ctx.brand.companyWords;
  const base = `${ctx.random.pick(prefixes)} ${ctx.random.pick(suffixes)}`;
  const name = used.has(base)
    ? `${base} ${ctx.random.pick(['Group', 'International', 'North America', 'USA', 'Holdings', 'Inc.'])}`
    : base;
  used.add(name);
  return name;
}

/** The item's name: types with their own kind of name get it, others a headline. */
export function itemName(
  ctx: GenContext,
  type: ContentType,
  words: TextContext,
  state: { pages: number; companyNames: Set<string> },
): string {
  const city = ctx.random.pick(cities);
  switch (type) {
    case 'Company':
      return companyName(ctx, state.companyNames);
    case 'Supplier':
      return companyName(ctx, state.companyNames, ['Supply', 'Distributors', 'Parts & Service', 'Industrial Supply']);
    case 'Contact':
      return `${ctx.random.pick(firstNames)} ${ctx.random.pick(lastNames)}`;
    case 'Venue':
      return ctx.random.pick([
        `${city.city} Convention Center`,
        `${city.city} Marriott Downtown`,
        `The ${ctx.random.pick(ctx.brand.companyWords.prefixes)} Center, ${city.city}`,
      ]);
    case 'Page':
      return pageNames[state.pages++] ?? `Resources for ${words.audience}`;
    case 'Event':
    case 'Group':
      return titleCase(headline(type, words, ctx.random));
    default:
      return headline(type, words, ctx.random);
  }
}

const addressOf = (ctx: GenContext, city: City) => ({
  address1: `${ctx.random.int(100, 9800)} ${ctx.random.pick(streets)}`,
  city: city.city,
  postalCode: city.postalCode,
  state: city.state,
  country: city.country,
});

function videoEmbed(ctx: GenContext): string {
  if (ctx.random.chance(0.6)) {
    const id = Array.from({ length: 11 }, () => ctx.random.pick([...youtubeChars])).join('');
    return `<iframe width="560" height="315" src="https://www.youtube.com/embed/${id}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;
  }
  return `<iframe src="https://player.vimeo.com/video/${ctx.random.int(100_000_000, 999_999_999)}" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}

/** Event and webinar dates: some upcoming, the rest after they were announced. */
function eventDates(ctx: GenContext, item: PlannedItem) {
  const upcoming = ctx.random.chance(0.4);
  const announced = item.published ?? ctx.now;
  const start = upcoming
    ? ctx.now + ctx.random.int(3, 180) * day
    : Math.min(announced + ctx.random.int(7, 60) * day, ctx.now - day);
  // On the hour, during the (UTC) working day.
  const rounded = start - (start % day) + ctx.random.pick([14, 15, 16, 18]) * hour;
  const end = item.type === 'Webinar' ? rounded + hour : rounded + ctx.random.int(1, 3) * day;
  return { start_date: rounded, end_date: end };
}

/** Columns only some types fill: venue and address, embed code, link, file, event dates. */
export function typeFields(ctx: GenContext, item: PlannedItem, slug: string): Record<string, unknown> {
  const city = ctx.random.pick(cities);
  const fields: Record<string, unknown> = {
    venue: {},
    address: {},
    embed_code: null,
    link_url: null,
    file: {},
    start_date: null,
    end_date: null,
  };
  switch (item.type) {
    case 'Event': {
      const address = addressOf(ctx, city);
      Object.assign(fields, eventDates(ctx, item), {
        venue: {
          name: `${city.city} Convention Center`,
          address1: address.address1,
          city: city.city,
          postalCode: city.postalCode,
          region: city.state,
          country: city.country,
        },
        address,
        link_url: `https://www.${ctx.brand.key}.com/events/${slug}/register`,
      });
      break;
    }
    case 'Webinar':
      Object.assign(fields, eventDates(ctx, item), {
        link_url: `https://attendee.gotowebinar.com/register/${ctx.random.int(1_000_000_000, 9_999_999_999)}`,
      });
      break;
    case 'Venue': {
      const address = addressOf(ctx, city);
      Object.assign(fields, {
        address,
        venue: {
          name: '',
          address1: address.address1,
          city: city.city,
          postalCode: city.postalCode,
          region: city.state,
          country: city.country,
        },
      });
      break;
    }
    case 'Company':
    case 'Supplier':
    case 'Contact':
      Object.assign(fields, {
        address: addressOf(ctx, city),
        link_url: item.type === 'Contact' ? null : `https://www.${slugify(slug).replace(/-/g, '')}.example.com`,
      });
      break;
    case 'Video':
      fields.embed_code = videoEmbed(ctx);
      break;
    case 'Podcast':
      fields.link_url = `https://podcasts.${ctx.brand.key}.com/episodes/${slug}.mp3`;
      break;
    case 'Document':
    case 'Whitepaper': {
      const fileName = `${slug}.pdf`;
      const file = addAsset(ctx, { type: 'File', folder: 'files', fileName, mimeType: 'application/pdf', size: null });
      fields.file = { src: file.src, fileName, mimeType: 'application/pdf' };
      break;
    }
  }
  return fields;
}

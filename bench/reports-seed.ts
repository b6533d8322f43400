/**
 * The volume `npm run bench:reports` measures (issue 32): over one year ending `now`, 200,000 site
 * users and 5 million tracking events spread over two sites' content, menus, companies and
 * licences, with login days, inserted in large batches straight into the tables (the engine's own
 * insert path computes the same dimensions: `eventDimensions`). Deterministic: a seeded generator.
 */
import type { Knex } from 'knex';
import { eventDimensions } from '../content-engine/tracking-events/event-dimensions.ts';
import { chicagoDay } from '../content-engine/shared/chicago-day.ts';
import { mulberry32 } from '../db/seed/prng.ts';

export interface ReportVolume {
  tenantKeys: string[];
  events: number;
  siteUsers: number;
  contentItems: number;
  days: number;
  now: number;
}

/** A skewed pick from 0..n-1: a few items take most of the traffic, as on a real site. */
export const skewed = (random: () => number, n: number) => Math.min(n - 1, Math.floor(n * random() ** 3));

const menus = [
  ['header_primary', 'News', '/news'],
  ['header_primary', 'Products', '/products'],
  ['header_primary', 'Events', '/events'],
  ['footer', 'About', '/about'],
  ['footer', 'Advertise', '/advertise'],
  ['hamburger', 'Magazine', '/magazine'],
];

/** Inserts `rows` into `table`, `size` rows per statement (SQLite allows at most 500). */
export async function insertBatches(db: Knex, table: string, rows: Record<string, unknown>[], size: number) {
  for (let i = 0; i < rows.length; i += size) await db(table).insert(rows.slice(i, i + size));
}

/** The event types and their shares of the volume (cumulative): mostly page views, as on a real site. */
const eventMix: [number, string][] = [
  [0.78, 'pageView'],
  [0.84, 'menuClick'],
  [0.87, 'sponsoredSearchLogoClick'],
  [0.9, 'blueConicRecommendationClick'],
  [0.94, 'blueConicRecommendationView'],
  [0.96, 'companyWebsiteClick'],
  [0.97, 'companySocialClick'],
  [0.98, 'newsletterSubscription'],
  [0.99, 'blueConicRedirect'],
  [1, 'favoriteContent'],
];

/** Inserts the content items of each site; returns their ids per site. */
async function seedContent(db: Knex, volume: ReportVolume): Promise<Map<string, number[]>> {
  const ids = new Map<string, number[]>();
  const types = ['Article', 'Article', 'Article', 'News', 'Video', 'Webinar', 'Whitepaper'];
  for (const tenantKey of volume.tenantKeys) {
    const rows = Array.from({ length: volume.contentItems }, (_, i) => ({
      tenant_key: tenantKey,
      type: types[i % types.length],
      status: 1,
      name: `Bench story ${i + 1}`,
      alias: `bench-story-${i + 1}`,
      canonical_path: `/bench-story-${i + 1}`,
      teaser: '',
      body: '',
      labels: '[]',
      published: volume.now - (i % volume.days) * 86_400_000,
      membership_ids: '[]',
      gating: '{}',
      created: volume.now,
      updated: volume.now,
    }));
    await insertBatches(db, 'content', rows, 500);
    ids.set(
      tenantKey,
      (await db('content').where({ tenant_key: tenantKey }).orderBy('id').select('id')).map((row) => Number(row.id)),
    );
  }
  return ids;
}

/** Inserts the site users (half on each site) and a login day for a third of them; returns ids per site. */
async function seedSiteUsers(db: Knex, volume: ReportVolume, random: () => number) {
  const ids = new Map<string, number[]>();
  const perSite = Math.ceil(volume.siteUsers / volume.tenantKeys.length);
  for (const tenantKey of volume.tenantKeys) {
    const rows = Array.from({ length: perSite }, (_, i) => {
      const created = volume.now - Math.floor(random() * volume.days * 86_400_000);
      return {
        tenant_key: tenantKey,
        email: `reader${i}@${tenantKey}.bench.example`,
        username: `reader${i}@${tenantKey}.bench.example`,
        status: i % 10 === 0 ? 'pending' : 'active',
        first_name: 'Bench',
        last_name: `Reader ${i}`,
        hashed_id: `${tenantKey}-${String(i).padStart(10, '0')}`,
        created,
        updated: created,
      };
    });
    await insertBatches(db, 'site_users', rows, 500);
    const users = (await db('site_users').where({ tenant_key: tenantKey }).orderBy('id').select('id', 'created')).map(
      (row) => ({ id: Number(row.id), created: Number(row.created) }),
    );
    ids.set(
      tenantKey,
      users.map((user) => user.id),
    );
    const logins = users
      .filter((_, i) => i % 3 === 0)
      .map((user) => ({
        tenant_key: tenantKey,
        day: chicagoDay(user.created + Math.floor(random() * (volume.now - user.created))),
        site_user_id: user.id,
        kind: 'password',
        count: 1 + Math.floor(random() * 3),
      }));
    await insertBatches(db, 'site_user_login_days', logins, 500);
  }
  return ids;
}

/** Seeds the whole volume; returns how long it took per part, in seconds. */
export async function seedReportVolume(db: Knex, volume: ReportVolume, log = console.log) {
  const random = mulberry32(32);
  let started = performance.now();
  const content = await seedContent(db, volume);
  log(`  content: ${volume.contentItems * volume.tenantKeys.length} items in ${seconds(started)} s`);
  started = performance.now();
  const users = await seedSiteUsers(db, volume, random);
  log(`  site users: ${volume.siteUsers} in ${seconds(started)} s`);
  started = performance.now();
  const chunk = 20_000;
  for (let done = 0; done < volume.events; done += chunk) {
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < Math.min(chunk, volume.events - done); i++) {
      const tenantKey = volume.tenantKeys[(done + i) % volume.tenantKeys.length]!;
      const items = content.get(tenantKey)!;
      const readers = users.get(tenantKey)!;
      const created = volume.now - Math.floor(random() * volume.days * 86_400_000);
      const contentId = items[skewed(random, items.length)]!;
      const roll = random();
      const type = eventMix.find(([share]) => roll < share)![1];
      const menu = menus[Math.floor(random() * menus.length)]!;
      const page = {
        path: `/bench-story-${contentId}`,
        pageType: 'content',
        contentId,
        ...(contentId % 5 === 0
          ? { company: { id: (contentId % 50) + 1, name: `Company ${(contentId % 50) + 1}` } }
          : {}),
      };
      const payload =
        type === 'menuClick'
          ? { menu: menu[0], label: menu[1], href: menu[2] }
          : type === 'sponsoredSearchLogoClick'
            ? { place: random() < 0.5 ? 'header' : 'search', href: 'https://sponsor.example/' }
            : type === 'blueConicRecommendationClick' || type === 'blueConicRecommendationView'
              ? {
                  contentId: items[skewed(random, items.length)],
                  placement: random() < 0.7 ? 'rail' : 'body',
                  source: 'blueconic',
                }
              : type === 'newsletterSubscription'
                ? { source: random() < 0.5 ? 'NlWidgetUnauthenticated' : 'Registration', action: 'OptIn' }
                : type === 'blueConicRedirect'
                  ? { dialog: `Dialog ${1 + Math.floor(random() * 8)}` }
                  : {};
      const dimensions = eventDimensions({ type, page, payload, created });
      rows.push({
        tenant_key: tenantKey,
        type,
        session_id: `s${Math.floor(random() * volume.events * 0.3)}`,
        site_user_id: random() < 0.15 ? readers[Math.floor(random() * readers.length)] : null,
        site_license_id: type === 'pageView' && random() < 0.05 ? 1 + Math.floor(random() * 20) : null,
        page: JSON.stringify(page),
        payload: JSON.stringify(payload),
        created,
        day: dimensions.day,
        content_id: dimensions.contentId,
        company_id: dimensions.companyId,
        subject: dimensions.subject,
      });
    }
    await db.transaction(async (trx) => insertBatches(trx, 'tracking_events', rows, 500));
    if ((done + chunk) % 500_000 === 0) log(`  events: ${done + chunk} after ${seconds(started)} s`);
  }
  log(`  events: ${volume.events} in ${seconds(started)} s`);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

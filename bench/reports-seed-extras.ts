/**
 * The rest of what `npm run bench:reports` measures (issue 32): the tables the reports read beside
 * the tracking events, filled over the same year as bench/reports-seed.ts — inquiries (rmi), the
 * admin history (editorial-tracking), favourites (content-favorites), newsletter opt-ins and
 * opt-outs (newsletter-subscriptions), registration requests of the pending site users
 * (incomplete-registrations), daily page speed runs (page-speed), and IP gating on the first site
 * with its licences (site-license-company-page-views). Rows are built by the engine's own row
 * helpers and inserted in batches. Each part runs only while its table is empty for the sites, in
 * a transaction of its own, so a kept database gets the parts it lacks. Deterministic.
 */
import type { Knex } from 'knex';
import { leadFormFields } from '../content-engine/shared/lead-forms.ts';
import { leadFormIpHash, submissionRow } from '../content-engine/lead-forms/queries.ts';
import { findSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { saveSiteSettings } from '../content-engine/settings/queries.ts';
import { insertSiteLicenseRow, type SiteLicenseFields } from '../content-engine/site-licenses/writes.ts';
import { subscriptionEventRows, type SubscriptionEvent } from '../content-engine/subscription-events/queries.ts';
import { hashSeed, mulberry32 } from '../db/seed/prng.ts';
import { insertBatches, skewed, type ReportVolume } from './reports-seed.ts';
import { benchCompanies, benchPeople, between, loadBenchSites, type ExtrasScope } from './reports-seed-sites.ts';
import { seedEditorialHistory } from './reports-seed-history.ts';
import { seedPageSpeedRuns } from './reports-seed-page-speed.ts';
import { seedRegistrationRequests } from './reports-seed-registrations.ts';

const day = 86_400_000;

interface ExtrasPart {
  name: string;
  /** The table that is empty for the sites until the part ran, and what narrows it. */
  table: string;
  where?: Record<string, string>;
  /** Only the first site (the one that allows IP gating). */
  firstSiteOnly?: boolean;
  /** Inserts the part's rows; returns what it inserted, for the log. */
  seed(db: Knex, scope: ExtrasScope): Promise<string>;
}

/** Inquiries on the sites' items, skewed to the popular ones: 30,000 at 5 million events. */
async function seedInquiries(db: Knex, { volume, sites, random }: ExtrasScope) {
  const perSite = Math.max(50, Math.round((30_000 * volume.events) / 5_000_000 / sites.length));
  const yearStart = volume.now - volume.days * day;
  const rows: Record<string, unknown>[] = [];
  for (const site of sites)
    for (let i = 0; i < perSite; i++) {
      const item = site.content[skewed(random, site.content.length)]!;
      const person = benchPeople(random, i);
      const values: Record<string, string> = {
        ...person,
        phone: random() < 0.6 ? `+1 312 555 ${String(1000 + Math.floor(random() * 9000))}` : '',
        contactMethod: random() < 0.8 ? 'Email' : 'Phone',
        comments: random() < 0.5 ? `Please send pricing and a spec sheet for ${item.name}.` : '',
      };
      // As the engine stores them: every field of the form, trimmed, optional ones possibly empty.
      const fields = Object.fromEntries(leadFormFields.inquiry.map((field) => [field.name, values[field.name] ?? '']));
      const ip = `10.${i % 256}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`;
      const submission = submissionRow({
        tenantKey: site.tenantKey,
        formType: 'inquiry',
        contentId: item.id,
        fields,
        ipHash: leadFormIpHash(site.tenantKey, ip),
        now: between(random, Math.max(item.published, yearStart), volume.now),
      });
      rows.push({ ...submission, mailed: random() < 0.4 ? 2 : 1 });
    }
  await insertBatches(db, 'lead_form_submissions', rows, 500);
  return `${rows.length} inquiries`;
}

/** Favourites of active readers, skewed to the popular items: one for every fourth site user. */
async function seedFavorites(db: Knex, { volume, sites, random }: ExtrasScope) {
  const perSite = Math.round(volume.siteUsers / 4 / sites.length);
  let count = 0;
  for (const site of sites) {
    const readers = site.users.filter((user) => user.status === 'active');
    const seen = new Set<string>();
    const rows: Record<string, unknown>[] = [];
    for (let tries = 0; rows.length < perSite && tries < perSite * 3; tries++) {
      const user = readers[Math.floor(random() * readers.length)]!;
      const item = site.content[skewed(random, site.content.length)]!;
      const pair = `${user.id}:${item.id}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      const created = between(random, Math.max(user.created, item.published), volume.now);
      rows.push({ tenant_key: site.tenantKey, site_user_id: user.id, content_id: item.id, created });
    }
    await insertBatches(db, 'site_user_favorites', rows, 500);
    count += rows.length;
  }
  return `${count} favourites`;
}

const newsletters = [
  ['daily', 'Daily News'],
  ['weekly', 'Weekly Roundup'],
  ['products', 'New Products'],
  ['webinars', 'Webinar Alerts'],
] as const;

/** Which path an opt-in or opt-out came from, how often, and its action. */
const subscriptionPaths: [share: number, source: SubscriptionEvent['source'], optOut: number][] = [
  [0.3, 'Registration', 0],
  [0.6, 'NlWidgetUnauthenticated', 0],
  [0.7, 'NlWidgetAuthenticated', 0],
  [0.82, 'Account', 0.4],
  [0.85, 'Admin', 0.3],
  [1, 'Unsubscribe', 1],
];

/** The sites' newsletters in their settings and about one opt-in or opt-out for every second site user. */
async function seedNewsletterSubscriptions(db: Knex, { volume, sites, random }: ExtrasScope) {
  const perSite = Math.round(volume.siteUsers / 2 / sites.length);
  let count = 0;
  for (const site of sites) {
    const { settings } = await findSiteSettings(db, site.tenantKey);
    settings.newsletters.enabledNewsletters = newsletters.map(([id, title], index) => ({
      id,
      title: `${site.name} ${title}`,
      description: '',
      omedaProductId: 100 + index,
      showAtRegistration: index === 0,
      showInSubscribeBlock: true,
    }));
    await saveSiteSettings(db, { tenantKey: site.tenantKey, settings, now: volume.now });
    const readers = site.users.filter((user) => user.status === 'active');
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; rows.length < perSite; i++) {
      const roll = random();
      const [, source, optOut] = subscriptionPaths.find(([share]) => roll < share)!;
      const user = readers[Math.floor(random() * readers.length)]!;
      const anonymous = source === 'NlWidgetUnauthenticated' || (source === 'Unsubscribe' && random() < 0.3);
      // A sign-up form offers several newsletters at once; the other paths change one.
      const several = source === 'Registration' || source === 'NlWidgetUnauthenticated';
      const ids = several
        ? newsletters.map(([id]) => id).filter((_, n) => n === 0 || random() < 0.35)
        : [newsletters[Math.floor(random() * newsletters.length)]![0]];
      rows.push(
        ...subscriptionEventRows({
          tenantKey: site.tenantKey,
          email: anonymous ? `visitor${i}@mail.example` : user.email,
          newsletterIds: ids,
          siteUserId: anonymous ? null : user.id,
          source,
          action: random() < optOut ? 'OptOut' : 'OptIn',
          at: source === 'Registration' ? user.created : between(random, user.created, volume.now),
        }),
      );
    }
    await insertBatches(db, 'newsletter_subscription_events', rows, 500);
    count += rows.length;
  }
  return `${count} subscription events`;
}

/** IP gating on the first site, with the 20 licences whose ids the seeded page views carry. */
async function seedSiteLicenses(db: Knex, { volume, sites, random }: ExtrasScope) {
  const site = sites[0]!;
  const { settings } = await findSiteSettings(db, site.tenantKey);
  settings.memberships.allowIpGating = true;
  await saveSiteSettings(db, { tenantKey: site.tenantKey, settings, now: volume.now });
  const ids: number[] = [];
  for (let n = 1; n <= 20; n++) {
    const created = between(random, volume.now - 2 * volume.days * day, volume.now - volume.days * day);
    const fields: SiteLicenseFields = {
      companyName: `${benchCompanies[(n - 1) % benchCompanies.length]}${n > benchCompanies.length ? ' Group' : ''}`,
      ipRanges: [`10.${100 + n}.0.0/16`],
      status: n % 7 === 0 ? 'inactive' : 'active',
      startDate: null,
      endDate: null,
      membershipIds: [],
    };
    ids.push(await insertSiteLicenseRow(db, { tenantKey: site.tenantKey, fields, now: created }));
  }
  // The page views name licences 1–20: on a database holding other licences they show as deleted.
  if (ids[0] !== 1) console.warn(`  licences got ids ${ids[0]}–${ids.at(-1)}, not the 1–20 the page views name`);
  return `IP gating on ${site.tenantKey}, ${ids.length} licences`;
}

const parts: ExtrasPart[] = [
  { name: 'rmi', table: 'lead_form_submissions', seed: seedInquiries },
  {
    name: 'editorial-tracking',
    table: 'history_entries',
    where: { entity_type: 'content' },
    seed: seedEditorialHistory,
  },
  { name: 'content-favorites', table: 'site_user_favorites', seed: seedFavorites },
  { name: 'newsletter-subscriptions', table: 'newsletter_subscription_events', seed: seedNewsletterSubscriptions },
  {
    name: 'incomplete-registrations',
    table: 'site_user_tokens',
    where: { kind: 'register' },
    seed: seedRegistrationRequests,
  },
  { name: 'page-speed', table: 'page_speed_runs', seed: seedPageSpeedRuns },
  { name: 'site-license-company-page-views', table: 'site_licenses', firstSiteOnly: true, seed: seedSiteLicenses },
];

/**
 * Seeds each part whose table is still empty for `volume.tenantKeys` (the whole part in one
 * transaction); returns the names of the parts it seeded.
 */
export async function seedReportExtras(db: Knex, volume: ReportVolume, log = console.log): Promise<string[]> {
  const missing: ExtrasPart[] = [];
  for (const part of parts) {
    const keys = part.firstSiteOnly ? volume.tenantKeys.slice(0, 1) : volume.tenantKeys;
    const found = await db(part.table)
      .whereIn('tenant_key', keys)
      .where(part.where ?? {})
      .first('tenant_key');
    if (!found) missing.push(part);
  }
  if (!missing.length) return [];
  const sites = await loadBenchSites(db, volume.tenantKeys);
  for (const part of missing) {
    const started = performance.now();
    const random = mulberry32(hashSeed(`bench-reports:${part.name}`));
    const done = await db.transaction((trx) => part.seed(trx, { volume, sites, random }));
    log(`  ${part.name}: ${done} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return missing.map((part) => part.name);
}

import type { Knex } from 'knex';
import { hashToken } from '../content-engine/credentials/secret-tokens.ts';
import { insertMembershipRow } from '../content-engine/memberships/writes.ts';
import { reminderKindList, reminderKinds } from '../content-engine/registration-funnel/reminder-kinds.ts';
import { defaultRegistrationPath } from '../content-engine/site-users/operations/request-register-site-user.ts';
import { siteUserTokenRow } from '../content-engine/site-users/token-queries.ts';
import { siteUserTokenLifetimes } from '../content-engine/site-users/tokens.ts';
import { insertBatches } from './reports-seed.ts';
import { between, type BenchSite, type ExtrasScope } from './reports-seed-sites.ts';

const minute = 60_000;

/** The site's memberships (a free and a paid one, made when it has none); their ids. */
async function membershipIds(db: Knex, tenantKey: string, now: number): Promise<number[]> {
  const existing = (await db('memberships').where({ tenant_key: tenantKey }).orderBy('id').pluck('id')).map(Number);
  if (existing.length) return existing;
  const base = { status: 1, requiredUserDemographicFields: [], additionalUserDemographicFields: [] };
  return [
    await insertMembershipRow(db, {
      tenantKey,
      now,
      fields: {
        ...base,
        title: 'Free Registration',
        alias: 'free',
        isFree: true,
        omedaProduct: null,
        requiredUserCommonFields: ['firstName', 'lastName'],
      },
    }),
    await insertMembershipRow(db, {
      tenantKey,
      now,
      fields: {
        ...base,
        title: 'Premium Access',
        alias: 'premium',
        isFree: false,
        omedaProduct: 'PREMIUM',
        requiredUserCommonFields: ['firstName', 'lastName', 'company'],
      },
    }),
  ];
}

interface Reminder {
  tenant_key: string;
  site_user_id: number;
  requestHash: string;
  reminderHash: string;
  kind: string;
  claimed_at: number;
  sent_at: number | null;
}

/**
 * What requestRegisterSiteUser and the reminder job leave for the pending site users of
 * bench/reports-seed.ts (a tenth of them): nearly every one asked to register — a `register` link,
 * asked again by some (the older link revoked) — and the 1 h and 24 h reminders with their links
 * for the requests that stayed open that long.
 */
export async function seedRegistrationRequests(db: Knex, { volume, sites, random }: ExtrasScope) {
  let requests = 0;
  let reminderCount = 0;
  for (const site of sites) {
    const memberships = await membershipIds(db, site.tenantKey, volume.now - volume.days * 86_400_000);
    const tokens: Record<string, unknown>[] = [];
    const reminders: Reminder[] = [];
    for (const user of pendingUsers(site)) {
      if (random() < 0.05) continue; // imported or made in the CMS: pending without a request
      const roll = random();
      const times = [user.created];
      for (let again = roll < 0.7 ? 0 : roll < 0.9 ? 1 : 2; again > 0; again--)
        times.push(Math.min(volume.now, times.at(-1)! + between(random, 10 * minute, 4 * 86_400_000)));
      const payload = {
        membershipId: memberships[random() < 0.75 ? 0 : memberships.length - 1]!,
        path: defaultRegistrationPath,
      };
      for (const [k, created] of times.entries()) {
        const end = times[k + 1] ?? volume.now;
        const expires = created + siteUserTokenLifetimes.register;
        const token = (hash: string, now: number, body: Record<string, unknown>) => ({
          ...siteUserTokenRow({
            tokenHash: hash,
            tenantKey: site.tenantKey,
            userId: user.id,
            kind: 'register',
            payload: body,
            now,
            expires,
          }),
          // Asking again revokes the user's live register links.
          used_at: times[k + 1] ?? null,
        });
        const requestHash = hashToken(`bench:${site.tenantKey}:${user.id}:request:${k}`);
        tokens.push(token(requestHash, created, payload));
        for (const kind of reminderKindList) {
          // The job runs every few minutes and claims a reminder once the request is `after` old.
          const claimed = created + reminderKinds[kind].after + between(random, 0, 5 * minute);
          if (claimed >= end || claimed >= expires) continue;
          const reminderHash = hashToken(`bench:${site.tenantKey}:${user.id}:request:${k}:${kind}`);
          tokens.push(token(reminderHash, claimed, { ...payload, reminder: kind }));
          const sent = random() < 0.98 ? claimed + between(random, 300, 3_000) : null;
          reminders.push({
            tenant_key: site.tenantKey,
            site_user_id: user.id,
            requestHash,
            reminderHash,
            kind,
            claimed_at: claimed,
            sent_at: sent,
          });
        }
      }
      requests += times.length;
    }
    await insertBatches(db, 'site_user_tokens', tokens, 500);
    const ids = new Map<string, number>(
      (
        await db('site_user_tokens').where({ tenant_key: site.tenantKey, kind: 'register' }).select('id', 'token_hash')
      ).map((row) => [String(row.token_hash), Number(row.id)]),
    );
    const rows = reminders.map(({ requestHash, reminderHash, ...reminder }) => ({
      ...reminder,
      request_token_id: ids.get(requestHash),
      reminder_token_id: ids.get(reminderHash),
    }));
    await insertBatches(db, 'registration_reminders', rows, 500);
    reminderCount += rows.length;
  }
  return `${requests} registration requests, ${reminderCount} reminders`;
}

const pendingUsers = (site: BenchSite) => site.users.filter((user) => user.status === 'pending');

import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { newHashedId } from '../site-users/queries.ts';
import type { ImportUser } from './import-row.ts';
import type { ImportPhase } from './site-user-import.ts';

/** One row of a chunk after the checks that need no database: a user to write, or its problems. */
export interface ChunkRow {
  rowNumber: number;
  fields: string[];
  email: string;
  user: ImportUser | null;
  problems: string[] | null;
}

export interface ChunkCounts {
  created: number;
  existing: number;
  failed: number;
}

const insertSlice = 400;

async function insertInSlices(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += insertSlice) await trx(table).insert(rows.slice(i, i + insertSlice));
}

/** The lower-case e-mails and usernames of the tenant's users among `emails`. */
async function takenLogins(trx: Knex.Transaction, tenantKey: string, emails: string[]) {
  const taken = { emails: new Set<string>(), usernames: new Set<string>() };
  if (emails.length === 0) return taken;
  const marks = emails.map(() => '?').join(', ');
  const rows: { email: string; username: string }[] = await trx('site_users')
    .where({ tenant_key: tenantKey })
    .where((q) => q.whereRaw(`lower(email) in (${marks})`, emails).orWhereRaw(`lower(username) in (${marks})`, emails))
    .select('email', 'username');
  for (const row of rows) {
    taken.emails.add(row.email.toLowerCase());
    taken.usernames.add(row.username.toLowerCase());
  }
  return taken;
}

const userRow = (tenantKey: string, user: ImportUser, now: number) => ({
  tenant_key: tenantKey,
  email: user.email,
  username: user.email,
  password_hash: user.passwordHash,
  first_name: user.firstName,
  last_name: user.lastName,
  company: user.company,
  title: user.title,
  city: user.city,
  region: user.region,
  postal_code: user.postalCode,
  country_code: user.countryCode,
  status: 'active',
  hashed_id: newHashedId(),
  created: user.registered ?? now,
  updated: now,
});

/**
 * Checks a chunk against the tenant's users and, for the import, writes the new ones with their
 * memberships and newsletters; records every bad row of the run. In the caller's transaction.
 */
export async function writeChunk(
  trx: Knex.Transaction,
  {
    tenantKey,
    importId,
    phase,
    rows,
    now,
  }: { tenantKey: string; importId: number; phase: ImportPhase; rows: ChunkRow[]; now: number },
): Promise<ChunkCounts> {
  const valid = rows.filter((row) => row.user);
  const taken = await takenLogins(trx, tenantKey, [...new Set(valid.map((row) => row.email))]);
  const counts: ChunkCounts = { created: 0, existing: 0, failed: 0 };
  const toCreate: ChunkRow[] = [];
  for (const row of valid) {
    if (taken.emails.has(row.email)) counts.existing += 1;
    else if (taken.usernames.has(row.email))
      row.problems = ['email: another site user has this address as their username'];
    else toCreate.push(row);
  }
  if (phase === 'import' && toCreate.length) {
    const ids = new Map<string, number>();
    for (let i = 0; i < toCreate.length; i += insertSlice) {
      const inserted: { id: number | string; email: string }[] = await trx('site_users')
        .insert(toCreate.slice(i, i + insertSlice).map((row) => userRow(tenantKey, row.user!, now)))
        .onConflict()
        .ignore()
        .returning(['id', 'email']);
      for (const { id, email } of inserted) ids.set(email, Number(id));
    }
    const memberships: Record<string, unknown>[] = [];
    const newsletters: Record<string, unknown>[] = [];
    for (const row of toCreate) {
      const userId = ids.get(row.email);
      // Not inserted: a registration took the address since the check.
      if (userId === undefined) continue;
      for (const membershipId of row.user!.membershipIds)
        memberships.push({
          tenant_key: tenantKey,
          site_user_id: userId,
          membership_id: membershipId,
          expiration: row.user!.membershipExpires,
          created: now,
        });
      for (const newsletterId of row.user!.newsletterIds)
        newsletters.push({ tenant_key: tenantKey, site_user_id: userId, newsletter_id: newsletterId, created: now });
    }
    await insertInSlices(trx, 'site_user_memberships', memberships);
    await insertInSlices(trx, 'site_user_newsletters', newsletters);
    counts.created += ids.size;
    counts.existing += toCreate.length - ids.size;
  } else {
    counts.created += toCreate.length;
  }
  const bad = rows.filter((row) => row.problems);
  counts.failed = bad.length;
  await insertInSlices(
    trx,
    'site_user_import_problems',
    bad.map((row) => ({
      import_id: importId,
      phase,
      row_number: row.rowNumber,
      email: row.email.slice(0, 400),
      message: row.problems!.join('; '),
      fields: toJson(row.fields),
    })),
  );
  return counts;
}

import type { Knex } from 'knex';
import { ensureRolesAndPermissions } from '../content-engine/cms-users/seed-roles.ts';
import { insertCmsUser } from '../content-engine/cms-users/queries.ts';
import { CmsUserStatus } from '../content-engine/cms-users/user.ts';
import { entryChanges } from '../content-engine/history/entry-changes.ts';
import type { HistoryAction } from '../content-engine/history/history-entry.ts';
import { historyEntryRow } from '../content-engine/history/queries.ts';
import type { ContentStatusName } from '../content-engine/shared/enums.ts';
import { insertBatches } from './reports-seed.ts';
import { benchPeople, between, type BenchSite, type ExtrasScope } from './reports-seed-sites.ts';

const hour = 3_600_000;
const editorsPerSite = 12;

type Item = BenchSite['content'][number];

/** The item as the history snapshots it (contentSnapshot): its fields, status by name, links, schedules. */
const snapshot = (item: Item, status: ContentStatusName, revision: number, published: number | null) => ({
  name: item.name,
  type: item.type,
  alias: item.path.slice(1),
  canonicalPath: item.path,
  teaser: revision ? `${item.name}: what changed, revision ${revision}.` : '',
  status,
  published,
  authorIds: [],
  imageIds: [],
  taxonomyIds: [],
  relatedIds: [],
  schedules: [],
});

/** The site's editors as CMS users; a few of them do most of the work. */
async function insertEditors(db: Knex, scope: ExtrasScope, site: BenchSite) {
  const editors: { id: number; username: string }[] = [];
  for (let n = 0; n < editorsPerSite; n++) {
    const person = benchPeople(scope.random, n);
    const username = `${person.firstName}.${person.lastName}.${n}.${site.tenantKey}`.toLowerCase();
    const user = {
      email: `${username}@${site.domain}`,
      username,
      firstName: person.firstName,
      lastName: person.lastName,
      passwordHash: null,
      role: 'editor',
      extraPermissions: [],
      status: CmsUserStatus.ACTIVE,
      isGlobal: false,
      tenants: [site.tenantKey],
    };
    editors.push({ id: await insertCmsUser(db, user, scope.volume.now - scope.volume.days * 86_400_000), username });
  }
  return () => editors[Math.min(editorsPerSite - 1, Math.floor(editorsPerSite * scope.random() ** 2))]!;
}

/**
 * The admin history of each site's items as the content writes record it (recordContentHistory:
 * entryChanges of the snapshots before and after): a create — straight to published for a third,
 * else a draft edited, then published or scheduled — and later edits, a few unpublished. About
 * three entries per item: some 120,000 for the 40,000 bench items.
 */
export async function seedEditorialHistory(db: Knex, scope: ExtrasScope) {
  const { volume, sites, random } = scope;
  await ensureRolesAndPermissions(db);
  let count = 0;
  for (const site of sites) {
    const editor = await insertEditors(db, scope, site);
    const rows: Record<string, unknown>[] = [];
    const entry = (item: Item, action: HistoryAction, at: number, before: object | null, after: object) => {
      const by = editor();
      rows.push(
        historyEntryRow({
          tenantKey: site.tenantKey,
          cmsUserId: by.id,
          username: by.username,
          at,
          entityType: 'content',
          entityId: String(item.id),
          action,
          changes: entryChanges({ before, after }),
        }),
      );
    };
    for (const item of site.content) {
      const live = item.published;
      let revision = 0;
      let current = snapshot(item, 'PUBLISHED', 0, live);
      if (random() < 0.33) entry(item, 'create', live, null, current);
      else {
        const created = live - between(random, hour, 72 * hour);
        current = snapshot(item, 'DRAFT', 0, null);
        entry(item, 'create', created, null, current);
        for (let edits = Math.floor(random() * 3); edits > 0; edits--) {
          const next = snapshot(item, 'DRAFT', ++revision, null);
          entry(item, 'update', between(random, created, live), current, next);
          current = next;
        }
        const next = snapshot(item, 'PUBLISHED', revision, live);
        // Scheduled: saved ahead with its publish date, then published by the schedule (no entry).
        if (random() < 0.25) entry(item, 'schedule', between(random, created, live), current, next);
        else entry(item, 'publish', live, current, next);
        current = next;
      }
      for (let edits = random() < 0.45 ? 1 + Math.floor(random() * 2) : 0; edits > 0; edits--) {
        const next = snapshot(item, 'PUBLISHED', ++revision, live);
        entry(item, 'update', between(random, live, volume.now), current, next);
        current = next;
      }
      if (random() < 0.03)
        entry(item, 'unpublish', between(random, live, volume.now), current, snapshot(item, 'DRAFT', revision, null));
    }
    await insertBatches(db, 'history_entries', rows, 500);
    count += rows.length;
  }
  return `${count} history entries`;
}

import type { Knex } from 'knex';
import { toJson } from '../../core/rows.ts';
import { indexContentSearch } from '../../search/index-queries.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { insertPerson, linkAuthor } from '../../testing/fixtures-catalogue.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { insertContent, insertSchedule, insertSection, insertTenant } from '../../testing/fixtures.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';
import { at } from './report-test-client.ts';

/** The reports' range: two Chicago days. */
export const range = { from: '2026-03-10', to: '2026-03-11' };

/**
 * Content reports' fixture (range 2026-03-10..11): on alpha a1 (Article, 4 words, 03-10),
 * a2 (Webinar, 600 words, 03-11) published in range; a3 after it, a4 a draft, a5 just before;
 * b1 on beta and g1 on gamma (03-10). History, page views and favourites as the tests state.
 */
export async function seedContentReports(db: Knex): Promise<Record<string, number>> {
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(db, { key });
  const news = await insertSection(db, { tenantKey: 'alpha', name: 'News', alias: 'news' });
  const ports = await insertSection(db, { tenantKey: 'alpha', name: 'Ports', alias: 'ports' });
  const ids: Record<string, number> = {};
  const item = async (key: string, tenantKey: string, name: string, published: number, extra = {}) => {
    ids[key] = await insertContent(db, { tenantKey, name, published, ...extra });
  };
  await item('a1', 'alpha', 'Freight rates climb', at('2026-03-10', 9), {
    body: '<p>Freight rates <b>climb</b>&nbsp;again</p>',
    primarySectionId: news,
  });
  await item('a2', 'alpha', 'Port webinar', at('2026-03-11', 10), {
    type: 'Webinar',
    body: `<p>${'word '.repeat(600)}</p>`,
  });
  await item('a3', 'alpha', 'Late story', at('2026-03-12', 1));
  await item('a4', 'alpha', 'Draft story', at('2026-03-10', 9), { status: ContentStatus.DRAFT });
  await item('a5', 'alpha', 'Early story', at('2026-03-09', 23.5));
  await item('b1', 'beta', 'Beta story', at('2026-03-10', 12), { body: 'one two three' });
  await item('g1', 'gamma', 'Gamma secret', at('2026-03-10', 12));
  for (const key of ['alpha', 'beta', 'gamma']) await indexContentSearch(db, { tenantKey: key });
  await insertSchedule(db, {
    tenantKey: 'alpha',
    contentId: ids.a1!,
    sectionId: ports,
    startDate: at('2026-03-10', 9),
  });
  const ann = await insertPerson(db, { tenantKey: 'alpha', firstName: 'Ann', lastName: 'Lee' });
  const bob = await insertPerson(db, { tenantKey: 'alpha', firstName: 'Bob', lastName: 'Ray' });
  await linkAuthor(db, { contentId: ids.a1!, personId: bob, position: 0 });
  await linkAuthor(db, { contentId: ids.a1!, personId: ann, position: 1 });
  await seedHistory(db, ids);
  await seedViews(db, ids);
  await seedFavorites(db, ids);
  return ids;
}

async function seedHistory(db: Knex, ids: Record<string, number>) {
  const entry = (tenantKey: string, username: string, action: string, id: number, when: number, changes = []) =>
    db('history_entries').insert({
      tenant_key: tenantKey,
      cms_user_id: null,
      username,
      at: when,
      entity_type: 'content',
      entity_id: String(id),
      action,
      changes: toJson(changes),
    });
  const createdPublished = [{ field: 'status', before: null, after: 'PUBLISHED' }] as never;
  await entry('alpha', 'ann', 'create', ids.a1!, at('2026-03-10', 8), createdPublished);
  await entry('alpha', 'ann', 'update', ids.a1!, at('2026-03-10', 9));
  await entry('alpha', 'ann', 'update', ids.a1!, at('2026-03-11', 9));
  await entry('alpha', 'ann', 'create', ids.a2!, at('2026-03-10', 10), [
    { field: 'status', before: null, after: 'DRAFT' },
  ] as never);
  await entry('alpha', 'bob', 'publish', ids.a2!, at('2026-03-11', 10));
  await entry('alpha', 'bob', 'schedule', ids.a3!, at('2026-03-11', 11));
  await entry('alpha', 'bob', 'unpublish', ids.a4!, at('2026-03-11', 12));
  await entry('alpha', 'bob', 'create', ids.a5!, at('2026-03-09', 23.5), createdPublished);
  await entry('beta', 'cara', 'publish', ids.b1!, at('2026-03-10', 12));
  await entry('gamma', 'gus', 'publish', ids.g1!, at('2026-03-10', 12));
}

async function seedViews(db: Knex, ids: Record<string, number>) {
  const view = (tenantKey: string, id: number, created: number, sessionId: string) =>
    insertTrackingEvent(db, {
      tenantKey,
      type: 'pageView',
      sessionId,
      siteUserId: null,
      page: { contentId: id, pageType: 'content' },
      payload: {},
      created,
    });
  // a1: 3 views by 2 sessions in range, one before it; a2: 2 views; a3 (published after the range): 5.
  await view('alpha', ids.a1!, at('2026-03-10', 10), 's1');
  await view('alpha', ids.a1!, at('2026-03-10', 11), 's1');
  await view('alpha', ids.a1!, at('2026-03-11', 23.5), 's2');
  await view('alpha', ids.a1!, at('2026-03-09', 20), 's9');
  await view('alpha', ids.a2!, at('2026-03-11', 12), 's1');
  await view('alpha', ids.a2!, at('2026-03-11', 13), 's4');
  for (const s of ['x1', 'x2', 'x3', 'x4', 'x5']) await view('alpha', ids.a3!, at('2026-03-11', 14), s);
  for (const s of ['b1', 'b2', 'b3', 'b4']) await view('beta', ids.b1!, at('2026-03-10', 13), s);
  for (let i = 0; i < 7; i++) await view('gamma', ids.g1!, at('2026-03-10', 13), `g${i}`);
}

async function seedFavorites(db: Knex, ids: Record<string, number>) {
  const user = async (tenantKey: string, email: string, created: number) => {
    const { id } = await insertSiteUser(db, { tenantKey, email });
    await db('site_users').where({ id }).update({ created });
    return id;
  };
  const u1 = await user('alpha', 'one@example.com', at('2026-03-10', 1));
  const u2 = await user('alpha', 'two@example.com', at('2026-03-11', 5));
  const u3 = await user('alpha', 'three@example.com', at('2026-03-12', 5));
  const bu = await user('beta', 'beta@example.com', at('2026-03-10', 5));
  const gu = await user('gamma', 'gamma@example.com', at('2026-03-10', 5));
  const favorite = (tenantKey: string, siteUserId: number, contentId: number, created: number) =>
    db('site_user_favorites').insert({
      tenant_key: tenantKey,
      site_user_id: siteUserId,
      content_id: contentId,
      created,
    });
  await favorite('alpha', u1, ids.a1!, at('2026-03-10', 12));
  await favorite('alpha', u2, ids.a1!, at('2026-03-11', 12));
  await favorite('alpha', u3, ids.a1!, at('2026-03-12', 12));
  await favorite('alpha', u1, ids.a2!, at('2026-03-11', 13));
  await favorite('alpha', u2, ids.a5!, at('2026-03-09', 22));
  await favorite('beta', bu, ids.b1!, at('2026-03-10', 12));
  await favorite('gamma', gu, ids.g1!, at('2026-03-10', 12));
}

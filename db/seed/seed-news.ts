import type { Knex } from 'knex';

const day = 86_400_000;

/** The demo's internal news, dated relative to `now` so one alert stays within its 14 days. */
const demoNews = [
  {
    title: 'Scheduled maintenance this weekend',
    description:
      '<p>The admin will be read-only for up to an hour on Saturday night while we upgrade the database.</p>',
    daysAgo: 2,
    alert: true,
  },
  {
    title: 'New: live publish status',
    description: '<p>After saving, the editor now shows the regeneration job and links to the live pages.</p>',
    daysAgo: 20,
    alert: false,
  },
  {
    title: 'Draft: the next release notes',
    description: '<p>Not published yet; only users who manage modules see it.</p>',
    daysAgo: 0,
    alert: false,
    status: 2,
  },
];

/** Seeds the demo news once (when there is none). Deterministic for a given `now`. */
export async function seedDemoNews(db: Knex, { now }: { now: number }): Promise<void> {
  if (await db('internal_news').first('id')) return;
  await db('internal_news').insert(
    demoNews.map(({ daysAgo, status = 1, ...item }) => ({
      ...item,
      status,
      date: now - daysAgo * day,
      created_at: now,
      updated_at: now,
    })),
  );
}

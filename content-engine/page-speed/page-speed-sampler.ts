import type { Knex } from 'knex';
import { wherePublic } from '../core/content-visibility.ts';
import { insertPageSpeedRun } from './page-speed-runs.ts';
import type { PageSpeedRunner, PageSpeedTarget } from './page-speed-runner.ts';

/**
 * The pages sampled per tenant (ADR 0080): the home page, one section (the first active one by
 * name), and the `articles` most recently published public items.
 */
export async function samplePages(
  db: Knex,
  tenantKey: string,
  { articles, now }: { articles: number; now: number },
): Promise<PageSpeedTarget[]> {
  const targets: PageSpeedTarget[] = [{ tenantKey, path: '/', pageType: 'home' }];
  const section = (await db('website_sections')
    .where({ tenant_key: tenantKey, status: 1 })
    .whereNull('parent_id')
    .orderBy('name')
    .orderBy('id')
    .first('alias')) as { alias: string } | undefined;
  if (section) targets.push({ tenantKey, path: `/${section.alias.replace(/^\/+/, '')}`, pageType: 'section' });
  if (articles > 0) {
    const items: { canonical_path: string }[] = await wherePublic(
      db('content').where('content.tenant_key', tenantKey),
      now,
    )
      .orderBy('content.published', 'desc')
      .orderBy('content.id', 'desc')
      .limit(articles)
      .select('content.canonical_path');
    for (const item of items) targets.push({ tenantKey, path: item.canonical_path, pageType: 'content' });
  }
  return targets;
}

/**
 * One sampling pass: measures each tenant's sampled pages one at a time (a run must not slow the
 * pages it measures) and stores each run; a page that fails is logged and skipped.
 */
export async function pageSpeedPass(
  db: Knex,
  {
    runner,
    tenantKeys,
    articles,
    now,
    onError,
  }: {
    runner: PageSpeedRunner;
    tenantKeys: string[];
    articles: number;
    now: () => number;
    onError: (target: PageSpeedTarget, error: unknown) => void;
  },
): Promise<{ measured: number; failed: number }> {
  let measured = 0;
  let failed = 0;
  for (const tenantKey of tenantKeys)
    for (const target of await samplePages(db, tenantKey, { articles, now: now() })) {
      try {
        const measurement = await runner.measure(target);
        await insertPageSpeedRun(db, { target, measurement, source: runner.source, runAt: now() });
        measured++;
      } catch (error) {
        failed++;
        onError(target, error);
      }
    }
  return { measured, failed };
}

import type { Knex } from 'knex';
import { pageSpeedRunRow } from '../content-engine/page-speed/page-speed-runs.ts';
import type { PageSpeedMeasurement, PageSpeedTarget } from '../content-engine/page-speed/page-speed-runner.ts';
import { addDays, chicagoDay, chicagoDayStart } from '../content-engine/shared/chicago-day.ts';
import { insertBatches } from './reports-seed.ts';
import type { BenchSite, ExtrasScope } from './reports-seed-sites.ts';

/** Days before `now` on which the sites switched from the local runner to Lighthouse. */
const lighthouseSince = 120;

/** The pages the sampler measures on a day: home, a section and the 3 newest items then (samplePages). */
function sampledPages(site: BenchSite, byNewest: BenchSite['content'], runAt: number): PageSpeedTarget[] {
  const newest = byNewest.filter((item) => item.published <= runAt).slice(0, 3);
  return [
    { tenantKey: site.tenantKey, path: '/', pageType: 'home' },
    { tenantKey: site.tenantKey, path: '/news', pageType: 'section' },
    ...newest.map((item) => ({ tenantKey: site.tenantKey, path: item.path, pageType: 'content' as const })),
  ];
}

/** A plausible measurement: Lighthouse's browser metrics, or the local runner's response timing only. */
function measure(random: () => number, site: BenchSite, target: PageSpeedTarget, lighthouse: boolean) {
  const heavy = target.pageType === 'content' ? 1 : target.pageType === 'home' ? 1.4 : 1.2;
  const jitter = () => 0.7 + random() * 0.6;
  const ttfb = Math.round((90 + 250 * random() ** 2) * heavy);
  if (!lighthouse) {
    const url = `http://${site.tenantKey}.localhost:4321${target.path}`;
    const htmlBytes = Math.round(60_000 * heavy * jitter());
    return { url, ...noBrowser, ttfbMs: ttfb, loadMs: ttfb + Math.round(40 * heavy * jitter()), htmlBytes };
  }
  const lcpMs = Math.round(2_200 * heavy * jitter() + 1_500 * random() ** 3);
  const tbtMs = Math.round(250 * heavy * jitter() + 600 * random() ** 3);
  const cls = Math.round(0.2 * random() ** 2 * 1000) / 1000;
  const score = Math.max(5, Math.min(100, 100 - lcpMs / 80 - tbtMs / 25 - cls * 100 + 20 * random()));
  return {
    url: `https://${site.domain}${target.path}`,
    performanceScore: Math.round(score * 10) / 10,
    lcpMs,
    cls,
    tbtMs,
    fcpMs: Math.round(lcpMs * (0.45 + 0.3 * random())),
    ttfbMs: ttfb,
    loadMs: null,
    htmlBytes: null,
  } satisfies PageSpeedMeasurement;
}

const noBrowser = { performanceScore: null, lcpMs: null, cls: null, tbtMs: null, fcpMs: null };

/** A run of each sampled page of each site every day of the year, at the sampler's 04:30. */
export async function seedPageSpeedRuns(db: Knex, { volume, sites, random }: ExtrasScope) {
  const rows: Record<string, unknown>[] = [];
  const today = chicagoDay(volume.now);
  for (const site of sites) {
    const byNewest = [...site.content].sort((a, b) => b.published - a.published || b.id - a.id);
    for (let ago = volume.days - 1; ago >= 0; ago--) {
      const runAt = chicagoDayStart(addDays(today, -ago)) + 4.5 * 3_600_000;
      if (runAt > volume.now) continue;
      const lighthouse = ago < lighthouseSince;
      const source = lighthouse ? 'lighthouse' : 'local';
      for (const [n, target] of sampledPages(site, byNewest, runAt).entries()) {
        const measurement = measure(random, site, target, lighthouse);
        // One after another, as the sampler measures them.
        rows.push(pageSpeedRunRow({ target, measurement, source, runAt: runAt + n * 20_000 }));
      }
    }
  }
  await insertBatches(db, 'page_speed_runs', rows, 500);
  return `${rows.length} runs`;
}

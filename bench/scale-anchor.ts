/**
 * `npm run bench:scale:anchor`: the anchor of issue 33's scale figures — the benchmark tenant's
 * pages built by Astro's own static build (`astro build`, static output, the site's config, the
 * same components, engine and data; bench/astro-static/), in pages/s, so the Masthead pre-render's
 * pages/s can be stated as a ratio to it. Seeds a 10,000-item tenant into a fresh SQLite file in a
 * separate process (as bench/sites.ts does), runs the static build in a child process, then
 * renders a sample of its pages through the Masthead pre-render's renderer and checks each shows
 * the same page (title and main text). Ends with one JSON line of its figures.
 *
 * Options: --items N (10000); --pages N (build the first N pages only; default ANCHOR_PAGES or
 * all); --concurrency N (Astro's build.concurrency, 1 as Astro's default); --samples N (8);
 * --reuse (keep the last run's database); --database URL --tenant KEY (an already seeded
 * benchmark database, such as bench:scale's: nothing is seeded).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSiteIfStale } from '../builds/site-build.ts';
import { benchChildren, message } from './bench-setup.ts';
import { measureAnchor } from './astro-static/measure-anchor.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    pages: { type: 'string', default: process.env.ANCHOR_PAGES ?? '' },
    concurrency: { type: 'string', default: '1' },
    samples: { type: 'string', default: '8' },
    reuse: { type: 'boolean', default: false },
    database: { type: 'string' },
    tenant: { type: 'string' },
  },
});
if (!values.database !== !values.tenant) throw new Error('--database and --tenant go together');
const dir = resolve('var/bench-scale-anchor');
const reuse = values.reuse && existsSync(`${dir}/anchor.sqlite`) && existsSync(`${dir}/tenant-key`);
if (!reuse) rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const databaseUrl = values.database ?? `sqlite:${dir}/anchor.sqlite`;

const tenantKey = values.tenant ?? (reuse ? readFileSync(`${dir}/tenant-key`, 'utf8').trim() : await seed());
async function seed() {
  const { tsxChild } = benchChildren({ BENCH_DATABASE_URL: databaseUrl });
  const seeded = await message<{ tenantKey: string; ms: number }>(
    tsxChild('./seed-bench-db.ts', { BENCH_ITEMS: values.items! }),
  );
  console.log(`seeded ${values.items} items into ${seeded.tenantKey} in ${seeded.ms} ms (separate process)`);
  writeFileSync(`${dir}/tenant-key`, seeded.tenantKey);
  return seeded.tenantKey;
}
// The Masthead server bundle, for the sample check's renders (built before the static build is timed).
buildSiteIfStale();

const { figures, sample } = await measureAnchor({
  databaseUrl,
  tenantKey,
  dir,
  pages: Number(values.pages) || undefined,
  concurrency: Number(values.concurrency),
  samples: Number(values.samples),
});
console.log("\nAstro's own static build of the tenant's pages (the anchor):");
console.table(figures);
for (const { path, difference } of sample.differences) console.log(`not the same page: ${path}: ${difference}`);
writeFileSync(`${dir}/results.json`, JSON.stringify({ tenantKey, ...figures, sample }, null, 2));
console.log(JSON.stringify({ bench: 'scale-anchor', tenantKey, ...figures }));
process.exit(sample.differences.length ? 1 : 0);

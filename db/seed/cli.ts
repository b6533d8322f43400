import { filesDir } from '../../content-engine/assets/files-dir.ts';
import { parseArgs } from 'node:util';
import { createDb, dialectOf } from '../connection.ts';
import { migrateLatest, rollbackAll } from '../migrate.ts';
import { seedDemo } from './seed-demo.ts';
import { seedScale } from './seed-scale.ts';
import type { SeedSummary } from './summary.ts';

const usage = `Usage: npm run seed -- [--tenants N --items M] [--seed S] [--reset]

  (no options)          the demo tenants (fleetowner, plantservices, healthcareit, demotest)
  --items M             with the demo: M items per demo tenant (default 700)
  --tenants N           scale tenants scale1…scaleN instead, with --items M each (default 10000)
  --seed S              PRNG seed (default 1); the same seed gives the same data
  --reset               drop every table and migrate again first (deletes ALL data)
Uses DATABASE_URL (default sqlite:var/masthead.sqlite). Existing tenants are skipped.`;

const positiveInt = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return n;
};

function print(summary: SeedSummary, dialect: string) {
  console.log(
    `Seeded ${summary.tenantKeys.length} tenant(s) on ${dialect} in ${summary.ms} ms: ${summary.tenantKeys.join(', ') || '(none)'}`,
  );
  if (summary.skipped.length)
    console.log(`Skipped (already there; use --reset to start over): ${summary.skipped.join(', ')}`);
  for (const [table, count] of Object.entries(summary.rows)) if (count) console.log(`  ${table.padEnd(22)} ${count}`);
}

/** The command line, or a message saying what is wrong with it. */
function readOptions(): { help: boolean; reset: boolean; tenants?: number; items?: number; seed: number } | string {
  try {
    const { values } = parseArgs({
      options: {
        tenants: { type: 'string' },
        items: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    return {
      help: values.help,
      reset: values.reset,
      tenants: positiveInt('tenants', values.tenants),
      items: positiveInt('items', values.items),
      seed: positiveInt('seed', values.seed) ?? 1,
    };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function main() {
  const options = readOptions();
  if (typeof options === 'string' || options.help) {
    if (typeof options === 'string') {
      console.error(options);
      process.exitCode = 2;
    }
    return console.log(usage);
  }
  const { tenants, items, seed, reset } = options;
  const db = createDb();
  try {
    if (reset) await rollbackAll(db);
    await migrateLatest(db);
    const summary = tenants
      ? await seedScale(db, { tenants, items, seed, filesDir: filesDir() })
      : await seedDemo(db, { itemsPerTenant: items, seed, filesDir: filesDir() });
    print(summary, dialectOf(db));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/** Child process of bench/engine.ts: creates the benchmark database, so seeding's heap is not measured. */
import { createDb } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { seedScale } from '../db/seed/seed-scale.ts';

const db = createDb({ url: process.env.BENCH_DATABASE_URL });
await migrateLatest(db);
const started = performance.now();
const { tenantKeys } = await seedScale(db, { tenants: 1, items: Number(process.env.BENCH_ITEMS) });
await db.destroy();
process.send?.({ tenantKey: tenantKeys[0], ms: Math.round(performance.now() - started) });

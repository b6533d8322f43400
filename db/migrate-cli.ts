import { createDb } from './connection.ts';
import { migrateLatest } from './migrate.ts';
import { ensureSearchIndexCurrent } from '../content-engine/search/index-version.ts';
import { ensureBodiesSanitised } from '../content-engine/content/writes/bodies-current.ts';

const db = createDb();
const ran = await migrateLatest(db);
console.log(ran.length ? `Ran migrations: ${ran.join(', ')}` : 'Database is up to date');
// Derived indexes written by older code are rewritten by the code, after the schema is current.
const reindexed = await ensureSearchIndexCurrent(db);
if (reindexed !== null) console.log(`Search index rewritten (${reindexed} items)`);
const resanitised = await ensureBodiesSanitised(db);
if (resanitised) console.log(`Stored bodies sanitised by this version's rules (${resanitised} changed)`);
await db.destroy();

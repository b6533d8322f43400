import { createDb } from './connection.ts';
import { migrateLatest } from './migrate.ts';
import { ensureSearchIndexCurrent } from '../content-engine/search/index-version.ts';

const db = createDb();
const ran = await migrateLatest(db);
console.log(ran.length ? `Ran migrations: ${ran.join(', ')}` : 'Database is up to date');
// Derived indexes written by older code are rewritten by the code, after the schema is current.
const reindexed = await ensureSearchIndexCurrent(db);
if (reindexed !== null) console.log(`Search index rewritten (${reindexed} items)`);
await db.destroy();

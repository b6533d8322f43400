import { createDb } from './connection.ts';
import { migrateLatest } from './migrate.ts';

const db = createDb();
const ran = await migrateLatest(db);
console.log(ran.length ? `Ran migrations: ${ran.join(', ')}` : 'Database is up to date');
await db.destroy();

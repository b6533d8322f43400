/** Child process of bench/engine.ts: serves the engine on the benchmark database. */
import { createDb } from '../db/connection.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { buildServer } from '../content-engine/server/app.ts';
import { processEngine } from '../builds/process-engine.ts';
import { silentLogger } from '../content-engine/core/logger.ts';

const db = createDb({ url: process.env.BENCH_DATABASE_URL });
const engine = processEngine({ db, events: createEventBus(), now: Date.now, log: silentLogger });
const app = await buildServer({ engine });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    await db.destroy();
    process.exit(0);
  }
});

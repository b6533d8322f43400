import { createDb } from '../db/connection.ts';
import { processEngine } from './process-engine.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { consoleLogger } from '../content-engine/core/logger.ts';
import { startNewsletterWorker } from '../content-engine/newsletter-deployments/deployment-worker.ts';

/*
 * A process that only works newsletter deployments: the server's engine factory (processEngine,
 * ports from the environment) on DATABASE_URL (DATABASE_SCHEMA: a PostgreSQL schema), and the
 * same worker as the server. For a separate sending host, and for the crash test that kills it.
 */
const db = createDb({ searchPath: process.env.DATABASE_SCHEMA || undefined });
const events = createEventBus((error) => console.error('change listener failed', error));
const engine = processEngine({ db, events, now: Date.now, log: consoleLogger() });
const worker = startNewsletterWorker({ engine });
// The worker's timers do not hold the process open (they are the server's in `npm start`); this does.
const alive = setInterval(() => {}, 2 ** 30);
console.log(`newsletter worker ${process.pid} started`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    clearInterval(alive);
    await worker.stop();
    engine.newsletters.close();
    await db.destroy();
    process.exit(0);
  });

/**
 * `npm run bench:newsletters`: one live newsletter deployment to 10,000 subscribers into a local
 * SMTP server (this process), on a file SQLite database (DATABASE_URL=postgres://… for
 * PostgreSQL): messages per second from start to Sent, and the process's peak RSS. The send rate
 * is unthrottled (NEWSLETTER_SEND_RATE=100000) so it measures the machinery, not the throttle.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { processEngine } from '../builds/process-engine.ts';
import { asSystem, contextFor } from '../content-engine/core/context.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { silentLogger } from '../content-engine/core/logger.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { runDueDeployments } from '../content-engine/newsletter-deployments/deployment-worker.ts';
import { findDeployment } from '../content-engine/newsletter-deployments/deployment-queries.ts';
import { deployNewsletterCampaign } from '../content-engine/newsletter-deployments/operations/deploy-newsletter-campaign.ts';
import { createSmtpNewsletterProvider } from '../content-engine/newsletter-deployments/providers/smtp-provider.ts';
import { workerOptionsFromEnv } from '../content-engine/newsletter-deployments/worker-options.ts';
import {
  insertSubscribers,
  numberedEmails,
  seedNewsletterSite,
} from '../content-engine/newsletters/tests/newsletter-fixtures.ts';
import { startSmtpSink } from '../content-engine/newsletter-deployments/tests/smtp-sink.ts';

const recipients = Number(process.env.BENCH_RECIPIENTS || 10_000);
const dir = mkdtempSync(join(tmpdir(), 'masthead-bench-nl-'));
const db = createDb({ url: process.env.DATABASE_URL || `sqlite:${join(dir, 'bench.sqlite')}` });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
try {
  await migrateLatest(db);
  const site = await seedNewsletterSite(db, { key: `bench${Date.now() % 100000}` });
  await insertSubscribers(db, { tenantKey: site.tenantKey, emails: numberedEmails(recipients) });
  const sink = await startSmtpSink();
  const provider = createSmtpNewsletterProvider({ url: sink.url, rate: 100_000 });
  const engine = processEngine({
    db,
    events: createEventBus(),
    now: Date.now,
    log: silentLogger,
    ports: { newsletters: provider },
  });
  const tenant = await findTenantByKey(db, site.tenantKey);
  const ctx = asSystem(contextFor(engine, { tenant, ip: '' }));
  const options = workerOptionsFromEnv(process.env);
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const deployment = await deployNewsletterCampaign({ ctx, input: { campaignId: site.campaignId } });
  await runDueDeployments(engine, options);
  const seconds = (performance.now() - started) / 1000;
  const done = await findDeployment(db, deployment.id);
  provider.close();
  await sink.close();
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(
    `Newsletter deployment: ${recipients.toLocaleString('en')} recipients, database ${db.client.config.client}, concurrency ${options.concurrency}`,
  );
  console.log(
    `  status ${done?.status}, sent ${done?.sent}, acknowledged by the SMTP server ${sink.acknowledged.length}`,
  );
  console.log(`  ${seconds.toFixed(1)} s, ${Math.round(recipients / seconds)} messages/s`);
  console.log(`  RSS before ${mb(rssBefore)}, peak ${mb(peakRss)}`);
} finally {
  clearInterval(sampler);
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

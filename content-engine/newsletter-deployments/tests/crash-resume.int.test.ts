import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/connection.ts';
import { migrateLatest } from '../../../db/migrate.ts';
import { processEngine } from '../../../builds/process-engine.ts';
import { asSystem, contextFor } from '../../core/context.ts';
import { createEventBus } from '../../core/events.ts';
import { silentLogger } from '../../core/logger.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { deployNewsletterCampaign } from '../operations/deploy-newsletter-campaign.ts';
import { findDeployment } from '../deployment-queries.ts';
import { insertSubscribers, numberedEmails, seedNewsletterSite } from '../../newsletters/tests/newsletter-fixtures.ts';
import { startSmtpSink, waitFor } from './smtp-sink.ts';

/*
 * The promise of ADR 0074 under the worst crash: 10,000 subscribers, the worker process (the
 * server's engine factory, builds/newsletter-worker.ts) killed with SIGKILL twice while a message is
 * in flight — from inside the SMTP server, before it acknowledges that message — and restarted.
 * Counting only the messages the server acknowledged (250), every subscriber gets exactly one.
 * On a file SQLite database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const recipients = 10_000;
const killAt = [3_000, 7_000];
const workerMain = fileURLToPath(new URL('../../../builds/newsletter-worker.ts', import.meta.url));

const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
const dir = mkdtempSync(join(tmpdir(), 'masthead-nl-crash-'));
const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
const url = pgUrl ?? `sqlite:${join(dir, 'newsletters.sqlite')}`;

let db: ReturnType<typeof createDb>;
let child: ChildProcess | null = null;
let stopping = false;

beforeAll(async () => {
  if (pgUrl && schema) {
    const admin = createDb({ url: pgUrl });
    await admin.raw(`CREATE SCHEMA ${schema}`);
    await admin.destroy();
  }
  db = createDb({ url, searchPath: schema });
  await migrateLatest(db);
});
afterAll(async () => {
  stopping = true;
  child?.kill('SIGKILL');
  await db.destroy();
  if (pgUrl && schema) {
    const admin = createDb({ url: pgUrl });
    await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
    await admin.destroy();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('a deployment whose worker is killed mid-way', () => {
  it(`delivers exactly ${recipients.toLocaleString('en')} messages to ${recipients.toLocaleString('en')} subscribers, none twice`, async () => {
    const site = await seedNewsletterSite(db);
    await insertSubscribers(db, { tenantKey: site.tenantKey, emails: numberedEmails(recipients) });
    const engine = processEngine({ db, events: createEventBus(), now: Date.now, log: silentLogger });
    const tenant = await findTenantByKey(db, site.tenantKey);
    const ctx = asSystem(contextFor(engine, { tenant, ip: '' }));
    const deployment = await deployNewsletterCampaign({ ctx, input: { campaignId: site.campaignId } });

    const inFlightWhenKilled: string[] = [];
    let starts = 0;
    const sink = await startSmtpSink({
      decide: (_to, raw) => {
        if (
          child &&
          inFlightWhenKilled.length < killAt.length &&
          sink.acknowledged.length >= killAt[inFlightWhenKilled.length]!
        ) {
          inFlightWhenKilled.push(/^Message-ID:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '');
          child.kill('SIGKILL');
          return 'hang';
        }
        return null;
      },
    });
    const start = () => {
      starts++;
      const proc = spawn(process.execPath, ['--import', 'tsx', workerMain], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          DATABASE_SCHEMA: schema ?? '',
          NEWSLETTER_PROVIDER: '',
          NEWSLETTER_SMTP_URL: sink.url,
          NEWSLETTER_SEND_RATE: '100000',
          NEWSLETTER_WORKER_CRON: '* * * * * *',
          NEWSLETTER_LEASE_MS: '1500',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      proc.once('exit', () => {
        if (child === proc) child = null;
        if (!stopping) child = start();
      });
      return proc;
    };
    child = start();
    try {
      const done = await waitFor(
        async () => {
          const d = await findDeployment(db, deployment.id);
          return d && (d.status === 'Sent' || d.status === 'Failed') ? d : null;
        },
        { timeoutMs: 280_000, what: 'the deployment to finish' },
      );
      stopping = true;
      expect(inFlightWhenKilled).toHaveLength(2);
      expect(starts).toBe(3);
      expect(done).toMatchObject({ status: 'Sent', total: recipients, sent: recipients, failed: 0, skipped: 0 });
      expect(sink.acknowledged).toHaveLength(recipients);
      expect(new Set(sink.acknowledged.map((m) => m.to)).size).toBe(recipients);
      expect(new Set(sink.acknowledged.map((m) => m.messageId)).size).toBe(recipients);
      // The copies in flight at each kill went again later, with the same Message-ID.
      for (const messageId of inFlightWhenKilled)
        expect(sink.acknowledged.filter((m) => m.messageId === messageId)).toHaveLength(1);
    } finally {
      stopping = true;
      child?.kill('SIGKILL');
      await sink.close();
    }
  }, 300_000);
});

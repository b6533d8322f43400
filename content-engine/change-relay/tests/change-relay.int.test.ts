import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../../db/connection.ts';
import { createEventBus, type ChangeEvent, type SettlingEventBus } from '../../core/events.ts';
import { silentLogger } from '../../core/logger.ts';
import type { ChangeRelay } from '../change-relay.ts';
import { connectRelay } from '../connect-relay.ts';
import { createPostgresRelay } from '../postgres-relay.ts';
import { createRedisRelay } from '../redis-relay.ts';

/*
 * Change events across processes (ADR 0081): two buses joined by a relay stand for two processes.
 * PostgreSQL and Redis run on every machine here (CI included); the PostgreSQL relay uses
 * TEST_DATABASE_URL when it is PostgreSQL, else the local `test` database.
 */
const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.TEST_DATABASE_URL
  : 'postgres://127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const change = (tenantKey: string, tags: string[] = ['content:1']): ChangeEvent => ({
  tenantKey,
  kind: 'content',
  tags: tags as ChangeEvent['tags'],
  at: 1_790_000_000_000,
});

/** A "process": its bus, what its cache-like and acting listeners heard, joined through `relay`. */
async function processWith(relay: ChangeRelay) {
  const events: SettlingEventBus = createEventBus();
  const heard: ChangeEvent[] = [];
  const acted: ChangeEvent[] = [];
  events.subscribe((event) => void heard.push(event));
  events.subscribe((event) => void acted.push(event), { origin: 'local' });
  const disconnect = await connectRelay(events, relay, { log: silentLogger });
  cleanups.push(disconnect);
  return { events, heard, acted };
}

function postgresRelays(count: number, reconnectMs?: number) {
  const schema = `relay_${randomBytes(4).toString('hex')}`;
  return Array.from({ length: count }, () => {
    const db = createDb({ url: pgUrl });
    cleanups.push(() => db.destroy());
    return createPostgresRelay({ db, connectionString: pgUrl, schema, log: silentLogger, reconnectMs });
  });
}

const redisRelays = (count: number) => {
  const channel = `masthead:test:${randomBytes(4).toString('hex')}`;
  return Array.from({ length: count }, () => createRedisRelay({ url: redisUrl, channel, log: silentLogger }));
};

const waitUntil = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe.each([
  ['PostgreSQL LISTEN/NOTIFY', postgresRelays],
  ['Redis pub/sub', redisRelays],
])('change relay over %s', (_name, relays) => {
  it("delivers one process's change to the other's caches, not to what acts on it, and never back to itself", async () => {
    const [relayA, relayB] = relays(2);
    const a = await processWith(relayA!);
    const b = await processWith(relayB!);
    a.events.emit(change('alpha'));
    await waitUntil(() => expect(b.heard).toEqual([change('alpha')]));
    await a.events.settled();
    expect(b.acted).toEqual([]);
    // A hears its own change once, as its own, and not again from the relay.
    b.events.emit(change('beta'));
    await waitUntil(() => expect(a.heard).toEqual([change('alpha'), change('beta')]));
    expect(a.acted).toEqual([change('alpha')]);
    expect(b.acted).toEqual([change('beta')]);
    expect(b.heard).toEqual([change('alpha'), change('beta')]);
  });

  it('sends a change with more tags than a message holds without its tags, which drops all of the tenant', async () => {
    const [relayA, relayB] = relays(2);
    const a = await processWith(relayA!);
    const b = await processWith(relayB!);
    const many = Array.from({ length: 60_000 }, (_, i) => `content:${i + 1}`);
    a.events.emit(change('alpha', many));
    await waitUntil(() => expect(b.heard).toHaveLength(1));
    expect(b.heard[0]).toMatchObject({ tenantKey: 'alpha', kind: 'content', at: change('alpha').at });
    // Redis carries up to 512 KB, PostgreSQL under 8 KB: either all the tags or none.
    expect([0, many.length]).toContain(b.heard[0]!.tags.length);
  });
});

describe('PostgreSQL change relay', () => {
  it('listens again after its connection is cut, and hears the changes made after that', async () => {
    const [relayA, relayB] = postgresRelays(2, 50);
    const a = await processWith(relayA!);
    const b = await processWith(relayB!);
    const admin = createDb({ url: pgUrl });
    cleanups.push(() => admin.destroy());
    // Cut every LISTEN connection of this test's channel (both relays listen on it).
    const cut = await admin.raw(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %relay_%' AND pid <> pg_backend_pid()",
    );
    expect(cut.rows.length).toBeGreaterThan(0);
    // Changes are not queued while nobody listens: emit until one arrives after the reconnection.
    let sent = 0;
    await waitUntil(() => {
      a.events.emit(change('alpha', [`content:${++sent}`]));
      expect(b.heard.length).toBeGreaterThan(0);
    });
    expect(b.heard.every((event) => event.tenantKey === 'alpha')).toBe(true);
  });

  it('refuses to relay over SQLite', async () => {
    const { changeRelayFromEnv } = await import('../relay-from-env.ts');
    const db = createDb({ url: 'sqlite::memory:' });
    cleanups.push(() => db.destroy());
    expect(() =>
      changeRelayFromEnv({ env: { CHANGE_EVENTS: 'postgres', DATABASE_URL: 'sqlite:x' }, db, log: silentLogger }),
    ).toThrow('CHANGE_EVENTS=postgres needs DATABASE_URL=postgres://…');
    expect(() => changeRelayFromEnv({ env: { CHANGE_EVENTS: 'kafka' }, db, log: silentLogger })).toThrow(
      'CHANGE_EVENTS must be local, postgres or redis, not "kafka"',
    );
    expect(changeRelayFromEnv({ env: {}, db, log: silentLogger })).toBeNull();
  });
});

import type { Knex } from 'knex';
import pg from 'pg';
import { postgresConnectionString } from '../../db/connection.ts';
import type { Logger } from '../core/logger.ts';
import { decodeChange, encodeChange, type ChangeRelay } from './change-relay.ts';

/** The channel Masthead's processes NOTIFY and LISTEN on (per PostgreSQL schema when one is set). */
export const changeChannel = (schema?: string) => (schema ? `masthead_changes_${schema}` : 'masthead_changes');

/**
 * Change events through PostgreSQL LISTEN/NOTIFY (ADR 0081): published with pg_notify on the
 * engine's own connections — so a change is heard only once its transaction is over — and heard
 * on one dedicated connection, opened again after it drops.
 */
export function createPostgresRelay({
  db,
  connectionString,
  schema,
  log,
  reconnectMs = 1_000,
}: {
  db: Knex;
  connectionString: string;
  schema?: string;
  log: Logger;
  reconnectMs?: number;
}): ChangeRelay {
  const channel = changeChannel(schema);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(deliver: Parameters<ChangeRelay['start']>[0]) {
    const next = new pg.Client({ connectionString: postgresConnectionString(connectionString) });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const event = decodeChange(message.payload);
      if (event) deliver(event);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'change relay connection lost; listening again');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => void listen(deliver).catch(retryLater(deliver)), reconnectMs);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  const retryLater = (deliver: Parameters<ChangeRelay['start']>[0]) => (error: unknown) => {
    log.warn({ err: error }, 'change relay could not listen; trying again');
    if (!stopped) retry = setTimeout(() => void listen(deliver).catch(retryLater(deliver)), reconnectMs);
  };

  return {
    kind: 'postgres',
    async publish(event) {
      await db.raw('SELECT pg_notify(?, ?)', [channel, encodeChange(event)]);
    },
    start: (deliver) => listen(deliver),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

const loaded = new Map<string, WeakMap<Knex, Promise<Buffer>>>();

/**
 * A signing secret: the configured value when there is one, else the database's `server_secrets`
 * row of that name, made on first use (the same for every process sharing the database) and
 * remembered per database.
 */
export function serverSecret(db: Knex, name: string, configured: string | undefined): Promise<Buffer> {
  if (configured?.trim()) return Promise.resolve(Buffer.from(configured.trim()));
  let secrets = loaded.get(name);
  if (!secrets) loaded.set(name, (secrets = new WeakMap()));
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db('server_secrets')
        .insert({ name, value: randomBytes(32).toString('base64url'), created: Date.now() })
        .onConflict('name')
        .ignore();
      const row = await db('server_secrets').where({ name }).first('value');
      return Buffer.from(String(row.value));
    })();
    secrets.set(db, secret);
    const forget = secrets;
    secret.catch(() => forget.delete(db));
  }
  return secret;
}

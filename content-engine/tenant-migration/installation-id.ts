import type { Knex } from 'knex';
import { serverSecret } from '../core/server-secret.ts';

/**
 * This installation's stable identity in bundles it writes (MASTHEAD_INSTALLATION_ID, else a
 * random value kept in server_secrets): with the source tenant key it names a bundle's rows in
 * the id map of the installation that imports them.
 */
export async function installationId(db: Knex): Promise<string> {
  const secret = await serverSecret(db, 'installation-id', process.env.MASTHEAD_INSTALLATION_ID);
  return secret.toString('utf8').slice(0, 32);
}

import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';
import { takenSiteUserLogin } from './queries.ts';

const messages = { email: 'An account with this e-mail address already exists.', username: 'This username is taken.' };

/** CONFLICT naming the field (`extensions.fields`) when another user of the tenant has this e-mail or username. */
export async function assertSiteLoginFree(
  db: Knex,
  login: { tenantKey: string; email?: string; username?: string; exceptId?: number },
  fields: { email: string; username: string } = { email: 'email', username: 'username' },
) {
  const taken = await takenSiteUserLogin(db, login);
  if (taken) throw new EngineError('CONFLICT', messages[taken], { fields: [fields[taken]] });
}

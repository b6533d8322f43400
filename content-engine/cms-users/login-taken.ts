import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';
import { takenLogin } from './queries.ts';

const messages = {
  email: 'A CMS user with this e-mail address already exists.',
  username: 'A CMS user with this username already exists.',
};

/** CONFLICT naming the field (in `extensions.fields`) when another user has this e-mail or username. */
export async function assertLoginFree(db: Knex, login: { email?: string; username?: string; exceptId?: number }) {
  const taken = await takenLogin(db, login);
  if (taken) throw new EngineError('CONFLICT', messages[taken], { fields: [taken] });
}

/** For a write that lost a race to the unique keys after assertLoginFree passed. */
export const loginTakenMeanwhile = 'This e-mail address or username';

import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';
import { badInput } from '../core/validate.ts';
import { findRedirect } from './queries.ts';
import { localTarget } from './redirect-input.ts';
import { splitUrl } from './redirect-path.ts';
import { findRedirectFrom } from './writes.ts';

const maxHops = 20;

/** Whether a request for `target` would be caught by a redirect from `from` (a query-less source catches every query). */
const catches = (from: string, target: string) =>
  target === from || (!splitUrl(from).query && splitUrl(target).path === from);

/**
 * The rules a redirect `from → to` must keep against the tenant's others: it must not point at
 * itself, no redirect may already start at `from` (CONFLICT), and following the redirects from
 * `to` must not lead back to `from`. `ignoreId` is the redirect being replaced.
 */
export async function assertRedirectAllowed(
  db: Knex,
  { tenantKey, from, to, ignoreId }: { tenantKey: string; from: string; to: string; ignoreId?: number },
) {
  const first = localTarget(to);
  if (first !== null && catches(from, first)) throw badInput('to', 'Must differ from the source');
  const duplicate = await findRedirectFrom(db, tenantKey, from, ignoreId);
  if (duplicate) throw new EngineError('CONFLICT', `A redirect from ${from} already exists (to ${duplicate.to}).`);
  let next = first;
  for (let hop = 0; next !== null && hop < maxHops; hop++) {
    const redirect = await findRedirect(db, tenantKey, next);
    next = redirect && redirect.id !== ignoreId ? localTarget(redirect.to) : null;
    if (next !== null && catches(from, next)) throw badInput('to', `${to} already redirects back to ${from}`);
  }
}

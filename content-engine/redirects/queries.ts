import type { Knex } from 'knex';
import { normaliseRedirectPath, redirectCandidates, splitUrl } from './redirect-path.ts';
import { toRedirect, type Redirect } from './redirect.ts';

/**
 * The tenant's redirect for a request path, or null. The query string is ignored unless a
 * redirect was stored for that exact path and query, which then wins.
 */
export async function findRedirect(db: Knex, tenantKey: string, path: string): Promise<Redirect | null> {
  const { path: bare, query } = splitUrl(path);
  const exact = query ? [`${normaliseRedirectPath(bare)}?${query}`.toLowerCase()] : [];
  const candidates = [...exact, ...redirectCandidates(bare)];
  const rows: unknown[] = await db('redirects')
    .where({ tenant_key: tenantKey })
    .whereRaw(`lower(??) in (${candidates.map(() => '?').join(', ')})`, ['from', ...candidates])
    .select('id', 'from', 'to', 'code');
  const redirects = rows.map(toRedirect);
  const rank = (r: Redirect) => candidates.indexOf(r.from.toLowerCase());
  return redirects.sort((a, b) => rank(a) - rank(b) || a.id - b.id)[0] ?? null;
}

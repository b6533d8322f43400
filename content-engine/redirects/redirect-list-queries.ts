import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import { toRedirect, type Redirect } from './redirect.ts';

function filtered(db: Knex, tenantKey: string, search?: string) {
  const query = db('redirects').where({ tenant_key: tenantKey });
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query.where((q) => {
      for (const column of ['from', 'to']) q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    });
  }
  return query;
}

/** One page of the tenant's redirects by source path, and how many match in all. */
export async function listRedirects(
  db: Knex,
  { tenantKey, search }: { tenantKey: string; search?: string },
  { limit, skip }: { limit: number; skip: number },
): Promise<{ redirects: Redirect[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, tenantKey, search)
      .select('id', 'from', 'to', 'code')
      .orderByRaw('lower(??), ??', ['from', 'id'])
      .limit(limit)
      .offset(skip),
    filtered(db, tenantKey, search).count({ n: '*' }).first(),
  ]);
  return { redirects: rows.map(toRedirect), totalCount: Number(count?.n ?? 0) };
}

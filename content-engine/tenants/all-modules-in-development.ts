import type { Knex } from 'knex';
import { modules } from '../shared/enums.ts';
import { listTenants, setTenantModules } from './queries.ts';

/**
 * "On the development environment all modules are on" (spec admin §1): `npm run dev` calls this at
 * start, so a developer sees every module's screens, routes and blocks. It writes the tenants'
 * rows (the Enabled Modules screen shows the truth and its switches work until the next start);
 * production and test engines never call it. Answers the keys of the tenants it changed.
 */
export async function turnAllModulesOn(db: Knex, now: number): Promise<string[]> {
  const changed = (await listTenants(db, { includeTest: true })).filter((tenant) =>
    modules.some((name) => !tenant.modules.includes(name)),
  );
  for (const tenant of changed) await setTenantModules(db, { tenantKey: tenant.key, modules, now });
  return changed.map((tenant) => tenant.key);
}

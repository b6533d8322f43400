type Env = Record<string, string | undefined>;

/** What one Masthead process does (MASTHEAD_ROLE; ADR 0089). */
export type ProcessRoleName = 'all' | 'web' | 'worker';

export interface ProcessRole {
  name: ProcessRoleName;
  /** Serves the engine's GraphQL API, the admin and the tenant sites. */
  serves: boolean;
  /** Runs build workers, the content scheduler, BUILD_CRON and the other background passes. */
  works: boolean;
}

const roles: Record<ProcessRoleName, ProcessRole> = {
  all: { name: 'all', serves: true, works: true },
  web: { name: 'web', serves: true, works: false },
  worker: { name: 'worker', serves: false, works: true },
};

/**
 * The process's role: `all` (the default, `npm start`: one process with everything), `web` or
 * `worker`. A web or worker process shares the database, the change events and the page store
 * with the others, so those must be configured for several processes (a PostgreSQL DATABASE_URL
 * and CHANGE_EVENTS=postgres|redis): a web process alone on SQLite would never see a page built.
 */
export function processRoleFromEnv(env: Env): ProcessRole {
  const name = env.MASTHEAD_ROLE?.trim() || 'all';
  if (!(name in roles)) throw new Error(`MASTHEAD_ROLE must be all, web or worker, not "${name}"`);
  const role = roles[name as ProcessRoleName];
  if (role.name === 'all') return role;
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? ''))
    throw new Error(`MASTHEAD_ROLE=${role.name} needs a database every process shares: DATABASE_URL=postgres://…`);
  const events = env.CHANGE_EVENTS?.trim() || 'local';
  if (events === 'local')
    throw new Error(
      `MASTHEAD_ROLE=${role.name} needs change events between processes: CHANGE_EVENTS=postgres or CHANGE_EVENTS=redis`,
    );
  return role;
}

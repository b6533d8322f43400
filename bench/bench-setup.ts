import { fork, type ChildProcess } from 'node:child_process';
import type { Knex } from 'knex';
import { ensureCmsUser, ensureRolesAndPermissions } from '../content-engine/cms-users/seed-roles.ts';

/** The benches' helper processes: a script of bench/ forked under tsx with the bench's environment. */
export const benchChildren = (env: Record<string, string>) => ({
  tsxChild: (script: string, extra: Record<string, string> = {}) =>
    fork(new URL(script, import.meta.url), {
      env: { ...process.env, ...env, ...extra },
      execArgv: ['--import', 'tsx'],
    }),
});

/** The next message a child process sends (each bench child reports once it is ready or done). */
export const message = <T>(child: ChildProcess) => new Promise<T>((done) => child.once('message', (m) => done(m as T)));

export const benchAdminPassword = 'bench-password-1';

/** The global administrator the benches sign in as (username `bench`). */
export async function ensureBenchAdmin(db: Knex) {
  await ensureRolesAndPermissions(db);
  await ensureCmsUser(db, {
    email: 'bench@masthead.local',
    username: 'bench',
    password: benchAdminPassword,
    firstName: 'Bench',
    lastName: 'Mark',
    role: 'administrator',
    isGlobal: true,
    tenants: [],
    extraPermissions: [],
  });
}

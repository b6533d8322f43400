import { describe, expect, it } from 'vitest';
import { processRoleFromEnv } from './process-role.ts';

const shared = { DATABASE_URL: 'postgres://127.0.0.1:5432/test', CHANGE_EVENTS: 'redis' };

describe('processRoleFromEnv', () => {
  it('runs everything in one process by default', () => {
    expect(processRoleFromEnv({})).toEqual({ name: 'all', serves: true, works: true });
  });

  it('splits serving from building for web and worker processes on a shared database and change relay', () => {
    expect(processRoleFromEnv({ ...shared, MASTHEAD_ROLE: 'web' })).toEqual({
      name: 'web',
      serves: true,
      works: false,
    });
    expect(processRoleFromEnv({ ...shared, MASTHEAD_ROLE: ' worker ' })).toEqual({
      name: 'worker',
      serves: false,
      works: true,
    });
  });

  it('says what is wrong with a role it cannot run', () => {
    expect(() => processRoleFromEnv({ MASTHEAD_ROLE: 'cron' })).toThrow(
      'MASTHEAD_ROLE must be all, web or worker, not "cron"',
    );
    expect(() => processRoleFromEnv({ MASTHEAD_ROLE: 'web', CHANGE_EVENTS: 'redis' })).toThrow(
      'MASTHEAD_ROLE=web needs a database every process shares: DATABASE_URL=postgres://…',
    );
    expect(() => processRoleFromEnv({ MASTHEAD_ROLE: 'worker', DATABASE_URL: shared.DATABASE_URL })).toThrow(
      'MASTHEAD_ROLE=worker needs change events between processes: CHANGE_EVENTS=postgres or CHANGE_EVENTS=redis',
    );
  });
});

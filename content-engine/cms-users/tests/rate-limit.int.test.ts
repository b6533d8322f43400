import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineError } from '../../core/errors.ts';
import { insertCmsUser, type CmsUserFixture } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { assertNotLocked, recordFailure } from '../login-attempts.ts';
import { loginCmsUser } from '../operations/login-cms-user.ts';

const minute = 60_000;
let time = Date.parse('2030-01-01T12:00:00Z');
let engine: TestEngine;
let ann: CmsUserFixture;

const attempt = async ({ username = 'ann', password, ip = '10.0.0.1' }: { username?: string; password: string; ip?: string }) => {
  try {
    await loginCmsUser({ ctx: engine.context({ ip }), input: { username, password } });
    return { code: 'OK' };
  } catch (error) {
    const e = error as EngineError;
    return { code: e.code, message: e.message, retryAt: e.details?.retryAt };
  }
};
const failTimes = async (n: number, options: { username?: string; ip?: string } = {}) => {
  for (let i = 0; i < n; i++) expect((await attempt({ ...options, password: 'wrong password!' })).code).toBe('UNAUTHENTICATED');
};

beforeAll(async () => {
  engine = await createTestEngine({ now: () => time });
  ann = await insertCmsUser(engine.db, { username: 'ann', isGlobal: true });
  await insertCmsUser(engine.db, { username: 'bob', isGlobal: true });
});
afterAll(() => engine.close());
beforeEach(async () => {
  await engine.db('login_attempts').delete();
  time += 24 * 60 * minute;
});

describe('login rate limiting', () => {
  it('locks a username for 15 minutes after 5 failures within 15 minutes, even for the right password', async () => {
    await failTimes(5);
    const locked = await attempt({ password: ann.password, ip: '10.0.0.2' });
    expect(locked.code).toBe('RATE_LIMITED');
    expect(locked.retryAt).toBe(time + 15 * minute);
    expect(locked.message).toContain('Try again in 15 minutes');
    expect(locked.message).toContain(new Date(time + 15 * minute).toISOString());
  });

  it('says how long is left as the lock runs down, and lets the user in after it', async () => {
    await failTimes(5);
    time += 10 * minute;
    expect((await attempt({ password: ann.password })).message).toContain('Try again in 5 minutes');
    time += 5 * minute;
    expect((await attempt({ password: ann.password })).code).toBe('OK');
  });

  it('counts only failures within the 15-minute window', async () => {
    await failTimes(4);
    time += 16 * minute;
    await failTimes(4);
    expect((await attempt({ password: ann.password })).code).toBe('OK');
  });

  it('forgets the username failures after a successful login', async () => {
    await failTimes(4, { ip: '10.0.0.3' });
    expect((await attempt({ password: ann.password, ip: '10.0.0.4' })).code).toBe('OK');
    await failTimes(4, { ip: '10.0.0.5' });
    expect((await attempt({ password: ann.password, ip: '10.0.0.6' })).code).toBe('OK');
  });

  it('locks a client address that fails across many usernames', async () => {
    for (const username of ['x1', 'x2', 'x3', 'x4', 'x5']) await failTimes(1, { username, ip: '10.9.9.9' });
    expect((await attempt({ username: 'bob', password: 'correct horse battery', ip: '10.9.9.9' })).code).toBe('RATE_LIMITED');
    expect((await attempt({ username: 'bob', password: 'correct horse battery', ip: '10.9.9.8' })).code).toBe('OK');
  });

  it('counts parallel guesses one by one', async () => {
    await Promise.all(Array.from({ length: 5 }, () => attempt({ password: 'wrong password!' })));
    expect((await attempt({ password: ann.password })).code).toBe('RATE_LIMITED');
    await Promise.all(Array.from({ length: 5 }, () => recordFailure(engine.db, { keys: ['user:fresh'], now: time })));
    await expect(assertNotLocked(engine.db, { keys: ['user:fresh'], now: time })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('answers RATE_LIMITED over GraphQL with status 429', async () => {
    await failTimes(5, { ip: '127.0.0.1' });
    const result = await engine.gql(`mutation { loginCmsUser(input: { username: "ann", password: "x" }) { bearerToken } }`);
    expect(result.status).toBe(429);
    expect(result.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });
});

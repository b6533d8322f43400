import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../core/context.ts';
import { createLocalMailer, type LocalMailer } from '../../mail/index.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertCmsUser } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { inviteCmsUser } from '../operations/invite-cms-user.ts';
import { loginCmsUser } from '../operations/login-cms-user.ts';
import { resolveCmsSession } from '../operations/resolve-session.ts';
import { ensureRolesAndPermissions } from '../seed-roles.ts';

const acceptInvite = /* GraphQL */ `
  mutation validateCMSUserInvite($input: ValidateCMSUserInviteInput!) {
    validateCMSUserInvite(input: $input)
  }
`;
const login = /* GraphQL */ `
  mutation loginCmsUser($input: LoginCmsUserInput!) {
    loginCmsUser(input: $input) {
      bearerToken
    }
  }
`;

let engine: TestEngine;
let mailer: LocalMailer;
let mailDir: string;

const newcomer = (username: string, extra: Record<string, unknown> = {}) => ({
  email: `${username}@example.com`,
  username,
  firstName: 'New',
  lastName: 'Comer',
  tenants: ['a'],
  ...extra,
});
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: { code?: string }) => error.code,
  );
const sessionOf = async (username: string, password: string) => {
  const { bearerToken } = await loginCmsUser({ ctx: engine.context(), input: { username, password } });
  const session = await resolveCmsSession({
    db: engine.db,
    memos: engine.engine.memos,
    token: bearerToken,
    now: Date.now(),
  });
  if (!session) throw new Error('no session');
  return session;
};

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'masthead-mail-'));
  mailer = createLocalMailer({ dir: mailDir });
  engine = await createTestEngine({ ports: { mail: mailer } });
  await insertTenant(engine.db, { key: 'a' });
  await insertTenant(engine.db, { key: 'b' });
  await ensureRolesAndPermissions(engine.db);
});
afterAll(async () => {
  await engine.close();
  await rm(mailDir, { recursive: true, force: true, maxRetries: 5 });
});

describe('inviting a CMS user', () => {
  it('creates an inactive user who activates the account by choosing a password from the e-mailed link', async () => {
    const { id, inviteToken } = await inviteCmsUser({ ctx: asSystem(engine.context()), input: newcomer('nina') });
    expect(await engine.db('cms_users').where({ id }).first('status')).toMatchObject({ status: 0 });
    expect(mailer.lastTo('nina@example.com')?.text).toContain(`/admin/user/activate?hash=${inviteToken}`);
    expect(
      (await engine.gql(login, { input: { username: 'nina', password: 'nina chose this' } })).errors?.[0]?.extensions
        .code,
    ).toBe('UNAUTHENTICATED');

    const accepted = await engine.gql(acceptInvite, { input: { password: 'nina chose this', hash: inviteToken } });
    expect(accepted.data?.validateCMSUserInvite).toBe(true);
    expect((await engine.gql(login, { input: { username: 'nina', password: 'nina chose this' } })).data).toBeTruthy();
  });

  it('accepts an invitation only once', async () => {
    const { inviteToken } = await inviteCmsUser({ ctx: asSystem(engine.context()), input: newcomer('otto') });
    await engine.gql(acceptInvite, { input: { password: 'otto chose this', hash: inviteToken } });
    const again = await engine.gql(acceptInvite, { input: { password: 'someone else now', hash: inviteToken } });
    expect(again.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an invitation older than seven days', async () => {
    const eightDaysAgo = Date.now() - 8 * 24 * 3_600_000;
    const { inviteToken } = await inviteCmsUser({
      ctx: asSystem(engine.context({ now: () => eightDaysAgo })),
      input: newcomer('late'),
    });
    expect(
      (await engine.gql(acceptInvite, { input: { password: 'too late for this', hash: inviteToken } })).errors?.[0]
        ?.extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('refuses a reset link as an invitation', async () => {
    expect(
      (await engine.gql(acceptInvite, { input: { password: 'whatever it is', hash: 'made-up' } })).errors?.[0]
        ?.extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('needs manage_users', async () => {
    const editor = await insertCmsUser(engine.db, { username: 'ed', tenants: ['a'] });
    const cmsUser = await sessionOf('ed', editor.password);
    expect(await codeOf(inviteCmsUser({ ctx: engine.context({ cmsUser }), input: newcomer('x1') }))).toBe('FORBIDDEN');
    expect(await codeOf(inviteCmsUser({ ctx: engine.context(), input: newcomer('x2') }))).toBe('UNAUTHENTICATED');
  });

  it('lets an inviter grant only permissions and tenants they hold', async () => {
    const manager = await insertCmsUser(engine.db, {
      username: 'meg',
      tenants: ['a'],
      extraPermissions: ['manage_users'],
    });
    const cmsUser = await sessionOf('meg', manager.password);
    const ctx = engine.context({ cmsUser });
    expect(await codeOf(inviteCmsUser({ ctx, input: newcomer('x3', { role: 'administrator' }) }))).toBe('FORBIDDEN');
    expect(await codeOf(inviteCmsUser({ ctx, input: newcomer('x4', { tenants: ['b'] }) }))).toBe('FORBIDDEN');
    expect(await codeOf(inviteCmsUser({ ctx, input: newcomer('x5', { isGlobal: true }) }))).toBe('FORBIDDEN');
    expect(await codeOf(inviteCmsUser({ ctx, input: newcomer('x6', { role: 'editor' }) }))).toBe('OK');
  });

  it('rejects a taken e-mail or username, unknown tenants and missing fields', async () => {
    const system = asSystem(engine.context());
    await inviteCmsUser({ ctx: system, input: newcomer('pat') });
    expect(await codeOf(inviteCmsUser({ ctx: system, input: newcomer('PAT', { email: 'other@example.com' }) }))).toBe(
      'CONFLICT',
    );
    expect(await codeOf(inviteCmsUser({ ctx: system, input: newcomer('pam', { email: 'PAT@example.com' }) }))).toBe(
      'CONFLICT',
    );
    expect(await codeOf(inviteCmsUser({ ctx: system, input: newcomer('zed', { tenants: ['nope'] }) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await codeOf(inviteCmsUser({ ctx: system, input: newcomer('zed', { firstName: ' ' }) }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMailer, type LocalMailer } from '../../mail/index.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { resetCmsUserPassword } from '../operations/reset-cms-user-password.ts';
import { requestResetCmsUserPassword } from '../operations/request-reset-cms-user-password.ts';

const requestReset = /* GraphQL */ `
  mutation requestResetCMSUserPassword($input: RequestResetCMSUserPasswordInput!) {
    requestResetCMSUserPassword(input: $input)
  }
`;
const reset = /* GraphQL */ `
  mutation resetCMSUserPassword($input: ResetCMSUserPasswordInput!) {
    resetCMSUserPassword(input: $input)
  }
`;
const login = /* GraphQL */ `
  mutation loginCmsUser($input: LoginCmsUserInput!) {
    loginCmsUser(input: $input) {
      bearerToken
    }
  }
`;
const validate = /* GraphQL */ `
  query {
    validateCMSUserBearerToken
  }
`;

let engine: TestEngine;
let mailer: LocalMailer;
let mailDir: string;
let ann: CmsUserFixture;

const hashFromMail = (to: string) => {
  const text = mailer.lastTo(to)?.text ?? '';
  return decodeURIComponent(/\/admin\/user\/reset-password\?hash=([^\s&]+)/.exec(text)?.[1] ?? '');
};
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: { code?: string }) => error.code,
  );

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'masthead-mail-'));
  mailer = createLocalMailer({ dir: mailDir });
  engine = await createTestEngine({ ports: { mail: mailer } });
  await insertTenant(engine.db, { key: 'a' });
  await insertCmsUser(engine.db, { username: 'ivy', tenants: ['a'], status: 0 });
});
afterAll(async () => {
  await engine.close();
  await rm(mailDir, { recursive: true, force: true });
});
beforeEach(async () => {
  mailer.clear();
  await engine.db('cms_users').where({ username: 'ann' }).delete();
  ann = await insertCmsUser(engine.db, { username: 'ann', email: 'ann@example.com', tenants: ['a'] });
});

describe('password reset', () => {
  it('e-mails a reset link and lets the user choose a new password with it, ending old sessions', async () => {
    const oldSession = await loginAs(engine.context(), ann);
    const requested = await engine.gql(requestReset, { input: { email: 'ANN@example.com' } }, { tenantKey: 'a' });
    expect(requested.data?.requestResetCMSUserPassword).toBe(true);
    const mail = mailer.lastTo('ann@example.com');
    expect(mail?.subject).toBeTruthy();
    expect(mail?.text).toContain('https://a.example.com/admin/user/reset-password?hash=');
    expect(mail?.html).toContain('/admin/user/reset-password?hash=');

    const result = await engine.gql(reset, {
      input: { password: 'a brand new password', hash: hashFromMail('ann@example.com') },
    });
    expect(result.data?.resetCMSUserPassword).toBe(true);
    expect(
      (await engine.gql(login, { input: { username: 'ann', password: ann.password } })).errors?.[0]?.extensions.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (await engine.gql(login, { input: { username: 'ann', password: 'a brand new password' } })).data,
    ).toBeTruthy();
    expect((await engine.gql(validate, {}, { token: oldSession.bearerToken })).data?.validateCMSUserBearerToken).toBe(
      false,
    );
  });

  it('answers true for an unknown address and sends nothing', async () => {
    const result = await engine.gql(requestReset, { input: { email: 'nobody@example.com' } });
    expect(result.data?.requestResetCMSUserPassword).toBe(true);
    expect(mailer.sent).toHaveLength(0);
  });

  it('sends nothing to an inactive user, and still answers true', async () => {
    const result = await engine.gql(requestReset, { input: { email: 'ivy@example.com' } });
    expect(result.data?.requestResetCMSUserPassword).toBe(true);
    expect(mailer.sent).toHaveLength(0);
  });

  it('rejects a malformed address as bad input', async () => {
    expect((await engine.gql(requestReset, { input: { email: 'not an address' } })).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('works once: the same link cannot set a password again', async () => {
    await engine.gql(requestReset, { input: { email: 'ann@example.com' } });
    const hash = hashFromMail('ann@example.com');
    expect(
      (await engine.gql(reset, { input: { password: 'first new password', hash } })).data?.resetCMSUserPassword,
    ).toBe(true);
    const again = await engine.gql(reset, { input: { password: 'second new password', hash } });
    expect(again.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a link older than one hour', async () => {
    const issued = Date.now() - 61 * 60_000;
    await requestResetCmsUserPassword({
      ctx: engine.context({ now: () => issued }),
      input: { email: 'ann@example.com' },
    });
    const hash = hashFromMail('ann@example.com');
    expect(hash).not.toBe('');
    expect(
      await codeOf(resetCmsUserPassword({ ctx: engine.context(), input: { password: 'a brand new password', hash } })),
    ).toBe('UNAUTHENTICATED');
  });

  it('requires a password of at least 10 characters and says so', async () => {
    await engine.gql(requestReset, { input: { email: 'ann@example.com' } });
    const result = await engine.gql(reset, { input: { password: 'short', hash: hashFromMail('ann@example.com') } });
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('at least 10 characters');
  });

  it('sends at most one e-mail a minute, and only the newest link works', async () => {
    let time = Date.now();
    const ctx = engine.context({ now: () => time });
    await requestResetCmsUserPassword({ ctx, input: { email: 'ann@example.com' } });
    const first = hashFromMail('ann@example.com');
    await requestResetCmsUserPassword({ ctx, input: { email: 'ann@example.com' } });
    expect(mailer.sent).toHaveLength(1);
    time += 61_000;
    await requestResetCmsUserPassword({ ctx, input: { email: 'ann@example.com' } });
    expect(mailer.sent).toHaveLength(2);
    expect(await codeOf(resetCmsUserPassword({ ctx, input: { password: 'a brand new password', hash: first } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      await codeOf(
        resetCmsUserPassword({
          ctx,
          input: { password: 'a brand new password', hash: hashFromMail('ann@example.com') },
        }),
      ),
    ).toBe('OK');
  });
});

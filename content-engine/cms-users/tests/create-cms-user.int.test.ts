import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUsersScenario, type UsersScenario } from './users-scenario.ts';

interface Created {
  id: number;
  username: string;
  role: string;
  status: number;
  isGlobal: boolean;
  tenants: string[];
  extraPermissions: string[];
  permissions: string[];
}

let s: UsersScenario;
const newcomer = (username: string, extra: Record<string, unknown> = {}) => ({
  email: `${username}@example.com`,
  username,
  firstName: 'New',
  lastName: 'Comer',
  tenants: ['a'],
  ...extra,
});
const create = (input: Record<string, unknown>, token?: string) => s.call<Created>('createCmsUser', input, { token });
const activationHash = (to: string) =>
  decodeURIComponent(/\/admin\/user\/activate\?hash=([^\s&"]+)/.exec(s.mailer.lastTo(to)?.text ?? '')?.[1] ?? '');

beforeAll(async () => {
  s = await createUsersScenario();
});
beforeEach(() => s.mailer.clear());
afterAll(() => s.close());

describe('createCmsUser', () => {
  it('creates an active editor of the given sites by default and e-mails the invitation, with which they choose a password and sign in', async () => {
    const { value } = await create(newcomer('nora'));
    expect(value).toMatchObject({
      username: 'nora',
      role: 'editor',
      status: 1,
      isGlobal: false,
      tenants: ['a'],
      extraPermissions: [],
    });
    const mail = s.mailer.lastTo('nora@example.com');
    expect(mail?.subject).toBe('You are invited to Masthead');
    expect(mail?.text).toContain('https://a.example.com/admin/user/activate?hash=');

    const login = { username: 'nora', password: 'nora chose this' };
    expect((await s.call('loginCmsUser', login)).code).toBe('UNAUTHENTICATED');
    expect(
      (await s.call('validateCMSUserInvite', { password: login.password, hash: activationHash('nora@example.com') }))
        .value,
    ).toBe(true);
    expect((await s.call<{ bearerToken: string }>('loginCmsUser', login)).value?.bearerToken).toBeTruthy();
  });

  it('stores the role, extra permissions, status and global flag it is given', async () => {
    const { value } = await create(
      newcomer('vic', {
        role: 'viewer',
        extraPermissions: ['manage_redirects', 'manage_redirects'],
        status: 0,
        isGlobal: true,
        tenants: ['a'],
      }),
    );
    expect(value).toMatchObject({
      role: 'viewer',
      extraPermissions: ['manage_redirects'],
      status: 0,
      isGlobal: true,
      tenants: [],
    });
    expect(value?.permissions).toContain('manage_redirects');
    expect(s.mailer.lastTo('vic@example.com')).toBeDefined();
  });

  it('says "Field is required" for each missing or blank name field, and sends nothing', async () => {
    const { code, message } = await create({ email: ' ', firstName: '', tenants: ['a'] });
    expect(code).toBe('BAD_USER_INPUT');
    expect(message).toBe(
      'Invalid input. email: Field is required; username: Field is required; firstName: Field is required; lastName: Field is required',
    );
    expect(s.mailer.sent).toHaveLength(0);
  });

  it('rejects a malformed e-mail, unknown permissions, roles and sites, and a site-specific user without sites', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-address' }, 'email: Enter a valid e-mail address.'],
      [{ extraPermissions: ['rule_the_world'] }, 'extraPermissions.0: Unknown permission'],
      [{ role: 'overlord' }, 'role: Unknown role "overlord"'],
      [{ tenants: ['nowhere'] }, 'tenants: Unknown sites: nowhere'],
      [{ tenants: [] }, 'tenants: A site-specific user needs at least one site'],
      [{ status: 2 }, 'status: Must be 0 (inactive) or 1 (active)'],
    ];
    for (const [extra, problem] of cases) {
      const { code, message } = await create(newcomer('zed', extra));
      expect({ code, message }).toEqual({ code: 'BAD_USER_INPUT', message: `Invalid input. ${problem}` });
    }
  });

  it('refuses a taken e-mail or username (in any case) and says which', async () => {
    expect(await create(newcomer('ANN', { email: 'someone@example.com' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'A CMS user with this username already exists.',
    });
    expect(await create(newcomer('annie', { email: 'Ann.Archer@example.com' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'A CMS user with this e-mail address already exists.',
    });
  });

  it('refuses a user without manage_users and anonymous callers', async () => {
    expect((await create(newcomer('x1'), s.tokens.editorA)).code).toBe('FORBIDDEN');
    expect((await create(newcomer('x2'), '')).code).toBe('UNAUTHENTICATED');
    expect(s.mailer.sent).toHaveLength(0);
  });

  it('lets a manager of A create users of A only, with no permission they lack', async () => {
    const token = s.tokens.managerA;
    expect((await create(newcomer('x3', { tenants: ['b'] }), token)).code).toBe('FORBIDDEN');
    expect((await create(newcomer('x4', { tenants: ['a', 'b'] }), token)).code).toBe('FORBIDDEN');
    expect((await create(newcomer('x5', { isGlobal: true }), token)).code).toBe('FORBIDDEN');
    expect((await create(newcomer('x6', { role: 'administrator' }), token)).code).toBe('FORBIDDEN');
    expect((await create(newcomer('x7', { extraPermissions: ['manage_modules'] }), token)).code).toBe('FORBIDDEN');
    expect((await s.call('createCmsUser', newcomer('x8'), { token, tenantKey: 'b' })).code).toBe('FORBIDDEN');
    expect(s.mailer.sent).toHaveLength(0);
    expect((await create(newcomer('x9', { extraPermissions: ['manage_users'] }), token)).value).toMatchObject({
      tenants: ['a'],
    });
  });
});

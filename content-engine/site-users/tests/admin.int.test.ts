import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { activeUserQuery, siteUsersScenario, type SiteUsersScenario } from './site-users-scenario.ts';

const simulate = `mutation($username: String!) { simulateSiteUser(username: $username) { token expires } }`;
const getSiteUser = `query($id: Int, $username: String) { getSiteUser(id: $id, username: $username) { id email memberships hasPaid } }`;
const setCustomer = `mutation($input: SetOmedaCustomerInput!) { setOmedaCustomer(input: $input) { memberships hasPaid omedaEncryptedCustomerId } }`;
const adminUpdate = `mutation($id: Int!, $firstName: String, $lastName: String, $email: String, $username: String) { updateSiteUserProfileAdmin(id: $id, firstName: $firstName, lastName: $lastName, email: $email, username: $username) { firstName lastName email username } }`;

let s: SiteUsersScenario;
let time = Date.parse('2031-08-01T12:00:00Z');
let manager: string;
let editor: string;
let betaManager: string;

beforeAll(async () => {
  s = await siteUsersScenario({ now: () => time });
  manager = await cmsToken(s.engine, {
    username: 'manager',
    tenants: ['alpha'],
    extraPermissions: ['manage_site_users'],
  });
  editor = await cmsToken(s.engine, { username: 'plain-editor', tenants: ['alpha'] });
  betaManager = await cmsToken(s.engine, {
    username: 'beta-manager',
    tenants: ['beta'],
    extraPermissions: ['manage_site_users'],
  });
});
afterAll(() => s.close());

describe('simulation', () => {
  it('gives a manager a one-day token acting as the site user, marked simulated', async () => {
    const result = await s.gql<{ simulateSiteUser: { token: string; expires: number } }>(
      simulate,
      { username: s.alpha.member.email },
      { token: manager },
    );
    expect(result.data?.simulateSiteUser.expires).toBe(time + 24 * 60 * 60_000);
    const token = result.data?.simulateSiteUser.token;
    expect(
      (await s.gql(activeUserQuery, {}, { siteUserToken: token })).data?.getActiveSiteUserWithNewsletters,
    ).toMatchObject({ email: s.alpha.member.email, isSimulated: true });
    const change = await s.gql(
      `mutation { updateSiteUserPassword(password: "Member-pass-2026", newPassword: "Another-pass-2026") { ok } }`,
      {},
      { siteUserToken: token },
    );
    expect(change.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    time += 24 * 60 * 60_000;
    expect(
      (await s.gql(activeUserQuery, {}, { siteUserToken: token })).data?.getActiveSiteUserWithNewsletters,
    ).toBeNull();
    // The managers' CMS bearer tokens live 24 hours too.
    time -= 24 * 60 * 60_000;
  });

  it('needs manage_site_users and a user of the request tenant', async () => {
    expect((await s.gql(simulate, { username: s.alpha.member.email })).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await s.gql(simulate, { username: s.alpha.member.email }, { token: editor })).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
    expect(
      (await s.gql(simulate, { username: s.beta.member.email }, { token: manager })).errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await s.gql(simulate, { username: s.alpha.member.email }, { token: betaManager, tenantKey: 'alpha' }))
        .errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
  });
});

describe('site users for managers', () => {
  it('reads a site user of the tenant by id or username, for manage_site_users only', async () => {
    const { member, paid } = s.alpha;
    expect((await s.gql(getSiteUser, { id: member.id }, { token: manager })).data).toEqual({
      getSiteUser: { id: member.id, email: member.email, memberships: [paid], hasPaid: true },
    });
    expect((await s.gql(getSiteUser, { username: member.email }, { token: manager })).data?.getSiteUser).toMatchObject({
      id: member.id,
    });
    expect((await s.gql(getSiteUser, { id: s.beta.member.id }, { token: manager })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await s.gql(getSiteUser, { id: member.id }, { token: editor })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
  });

  it('records the membership system customer and grants the memberships of its products', async () => {
    const carol = await insertSiteUser(s.engine.db, { tenantKey: 'alpha', email: 'carol@reader.example' });
    const expirationDate = time + 365 * 24 * 60 * 60_000;
    const result = await s.gql(
      setCustomer,
      {
        input: {
          email: 'Carol@reader.example',
          omedaCustomerId: '9001',
          hashedOmedaCustomerId: 'enc-9001',
          products: [
            { id: 'ALPHAPAID', version: 'D', expirationDate, amount: 0 },
            { id: '77777', version: 'D' },
          ],
        },
      },
      { token: manager },
    );
    expect(result.data).toEqual({
      setOmedaCustomer: { memberships: [s.alpha.paid], hasPaid: true, omedaEncryptedCustomerId: 'enc-9001' },
    });
    expect(
      await s.engine.db('site_user_memberships').where({ site_user_id: carol.id }).first('expiration'),
    ).toMatchObject({ expiration: expect.anything() });
    expect(
      (await s.gql(setCustomer, { input: { email: 'nobody@reader.example', products: [] } }, { token: manager }))
        .errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await s.gql(setCustomer, { input: { email: 'carol@reader.example' } }, { token: editor })).errors?.[0]
        ?.extensions.code,
    ).toBe('FORBIDDEN');
  });

  it('lets a manager change names, e-mail and username, leaving empty fields out', async () => {
    const dora = await insertSiteUser(s.engine.db, {
      tenantKey: 'alpha',
      email: 'dora@reader.example',
      profile: { first_name: 'Dora', last_name: 'Lee' },
    });
    const result = await s.gql(
      adminUpdate,
      { id: dora.id, firstName: 'Doris', lastName: '', email: 'Doris@Reader.example' },
      { token: manager },
    );
    expect(result.data).toEqual({
      updateSiteUserProfileAdmin: {
        firstName: 'Doris',
        lastName: 'Lee',
        email: 'doris@reader.example',
        username: 'doris@reader.example',
      },
    });
    expect(
      (await s.gql(adminUpdate, { id: dora.id, email: s.alpha.member.email }, { token: manager })).errors?.[0]
        ?.extensions,
    ).toMatchObject({ code: 'CONFLICT', fields: ['email'] });
    expect(
      (await s.gql(adminUpdate, { id: dora.id, username: 'someone@else.example' }, { token: manager })).errors?.[0]
        ?.extensions.fields,
    ).toEqual(['username']);
    expect(
      (await s.gql(adminUpdate, { id: s.beta.member.id, firstName: 'X' }, { token: manager })).errors?.[0]?.extensions
        .code,
    ).toBe('NOT_FOUND');
  });
});

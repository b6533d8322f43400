import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { siteUsersScenario, type SiteUsersScenario } from './site-users-scenario.ts';

const stream = `query($input: GetSiteUserStreamInput) { getSiteUserStream(input: $input) { totalCount edges { node { id email company status } } } }`;
const detail = `query($id: Int!) { getSiteUserAdmin(input: { id: $id }) { id status hasPassword info { email memberships newsletters } memberships { membershipId title expiration } favorites { contentId name } logins { kind ip cmsUsername } } }`;
const grant = `mutation($input: GrantSiteUserMembershipInput!) { grantSiteUserMembership(input: $input) { info { memberships } memberships { membershipId expiration } } }`;
const revoke = `mutation($input: RevokeSiteUserMembershipInput!) { revokeSiteUserMembership(input: $input) { info { memberships } } }`;
const newsletter = `mutation($input: SetSiteUserNewsletterAdminInput!) { setSiteUserNewsletterAdmin(input: $input) { info { newsletters } } }`;
const erase = `mutation($id: Int!) { deleteSiteUser(input: { id: $id }) }`;
const simulate = `mutation($username: String!) { simulateSiteUser(username: $username) { token } }`;

let s: SiteUsersScenario;
let manager: string;
let editor: string;

beforeAll(async () => {
  s = await siteUsersScenario();
  manager = await cmsToken(s.engine, {
    username: 'su-manager',
    tenants: ['alpha'],
    extraPermissions: ['manage_site_users'],
  });
  editor = await cmsToken(s.engine, { username: 'su-editor', tenants: ['alpha'] });
  await insertSiteUser(s.engine.db, {
    tenantKey: 'alpha',
    email: 'zoe@acme.example',
    profile: { first_name: 'Zoe', last_name: 'Quinn', company: 'Acme Freight' },
  });
  await insertSiteUser(s.engine.db, {
    tenantKey: 'alpha',
    email: 'abe@other.example',
    status: 'pending',
    profile: { first_name: 'Abe', company: '50%_off' },
  });
});
afterAll(() => s.close());

type Stream = { getSiteUserStream: { totalCount: number; edges: { node: { email: string } }[] } };
const emails = async (input: Record<string, unknown>) =>
  (await s.gql<Stream>(stream, { input }, { token: manager })).data!.getSiteUserStream.edges.map((e) => e.node.email);

describe('the site users list', () => {
  it('searches names, e-mails and companies of this site only, literally', async () => {
    expect(await emails({ search: 'acme' })).toEqual(['zoe@acme.example']);
    expect(await emails({ search: 'zoe quinn' })).toEqual(['zoe@acme.example']);
    expect(await emails({ search: 'FREIGHT' })).toEqual(['zoe@acme.example']);
    expect(await emails({ search: '50%_' })).toEqual(['abe@other.example']);
    expect(await emails({ search: 'member@' })).toEqual(['member@alpha.example']);
  });

  it('filters by status, membership and newsletter, and sorts', async () => {
    expect(await emails({ status: 'pending' })).toEqual(['abe@other.example']);
    expect(await emails({ membershipId: s.alpha.paid })).toEqual(['member@alpha.example']);
    expect(await emails({ newsletterId: 'weekly' })).toEqual([]);
    expect(await emails({ sort: { field: 'email', order: 'asc' } })).toEqual([
      'abe@other.example',
      'member@alpha.example',
      'zoe@acme.example',
    ]);
    expect(await emails({ registeredFrom: Date.now() + 60_000 })).toEqual([]);
  });

  it('is for manage_site_users only', async () => {
    expect((await s.gql(stream, {}, { token: editor })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await s.gql(stream, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('a site user in detail', () => {
  it('shows logins and simulations, grants and revokes memberships and sets newsletters', async () => {
    const id = s.alpha.member.id;
    await s.login(s.alpha.member);
    await s.gql(simulate, { username: s.alpha.member.email }, { token: manager });
    const read = await s.gql<{ getSiteUserAdmin: { logins: { kind: string; cmsUsername: string | null }[] } }>(
      detail,
      { id },
      { token: manager },
    );
    expect(read.data?.getSiteUserAdmin.logins.map((l) => [l.kind, l.cmsUsername])).toEqual([
      ['simulation', 'su-manager'],
      ['password', null],
    ]);
    const expiration = Date.now() + 86_400_000;
    const granted = await s.gql<{ grantSiteUserMembership: { info: { memberships: number[] } } }>(
      grant,
      { input: { id, membershipId: s.alpha.free, expiration } },
      { token: manager },
    );
    expect(granted.data?.grantSiteUserMembership.info.memberships.sort()).toEqual([s.alpha.free, s.alpha.paid].sort());
    expect(
      (await s.gql(grant, { input: { id, membershipId: s.beta.free } }, { token: manager })).errors?.[0]?.extensions
        .code,
    ).toBe('BAD_USER_INPUT');
    const revoked = await s.gql<{ revokeSiteUserMembership: { info: { memberships: number[] } } }>(
      revoke,
      { input: { id, membershipId: s.alpha.free } },
      { token: manager },
    );
    expect(revoked.data?.revokeSiteUserMembership.info.memberships).toEqual([s.alpha.paid]);
    const subscribed = await s.gql<{ setSiteUserNewsletterAdmin: { info: { newsletters: string[] } } }>(
      newsletter,
      { input: { id, newsletterId: 'weekly', subscribed: true } },
      { token: manager },
    );
    expect(subscribed.data?.setSiteUserNewsletterAdmin.info.newsletters).toContain('weekly');
    expect(
      (await s.gql(newsletter, { input: { id, newsletterId: 'nope', subscribed: true } }, { token: manager }))
        .errors?.[0]?.extensions.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('erases a user with everything of theirs; their session ends', async () => {
    const doomed = await insertSiteUser(s.engine.db, {
      tenantKey: 'alpha',
      email: 'gone@reader.example',
      memberships: [s.alpha.free],
    });
    const token = await s.login(doomed);
    expect((await s.gql(erase, { id: doomed.id }, { token: editor })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await s.gql(erase, { id: doomed.id }, { token: manager })).data).toEqual({ deleteSiteUser: true });
    expect(await s.engine.db('site_users').where({ id: doomed.id }).first()).toBeUndefined();
    expect(await s.engine.db('site_user_memberships').where({ site_user_id: doomed.id }).first()).toBeUndefined();
    expect(await s.engine.db('site_user_logins').where({ site_user_id: doomed.id }).first()).toBeUndefined();
    expect(await s.engine.db('site_user_login_days').where({ site_user_id: doomed.id }).first()).toBeUndefined();
    const after = await s.gql(`query { getActiveSiteUserWithNewsletters { id } }`, {}, { siteUserToken: token });
    expect(after.data?.getActiveSiteUserWithNewsletters).toBeNull();
    expect((await s.gql(detail, { id: doomed.id }, { token: manager })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

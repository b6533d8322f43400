import { readFile } from 'node:fs/promises';
import { buildSchema, getNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../captcha/index.ts';
import { insertSiteUser, type SiteCallOptions, type SiteUserFixture } from '../../testing/fixtures-site-users.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../../testing/fixtures-cms-users.ts';
import { issueSiteUserToken } from '../../site-users/token-queries.ts';
import { siteUsersScenario, type SiteUsersScenario } from '../../site-users/tests/site-users-scenario.ts';

/*
 * Issue 26 finding 3: the cross-site matrix. Every mutation of the committed schema that touches
 * CMS users or site users is called by an administrator of site alpha only, against a user of
 * alpha only (allowed where it is theirs to do), a user of alpha and beta (denied where it changes
 * identity, credentials or activation), and a user of beta only or a site user of beta (denied or
 * not found), with the tenant key of alpha and of beta. A denial must leave the users' tables as
 * they were. A new such mutation fails the suite until it has its row here.
 */

const userTables = [
  'cms_users',
  'cms_user_tenants',
  'cms_tokens',
  'site_users',
  'site_user_tokens',
  'site_user_memberships',
  'site_user_newsletters',
  'site_user_favorites',
];
const touchesUsers = (name: string, returnType: string) =>
  /cms_?user|site_?user/i.test(name) || /^(CmsUser|SiteUser)/.test(returnType);

let s: SiteUsersScenario;
let adminA: string;
let cms: Record<'onlyA' | 'shared' | 'onlyB', CmsUserFixture>;
let site: Record<'onlyA' | 'sameEmailA' | 'sameEmailB' | 'onlyB', SiteUserFixture>;
let sessionA: string;

/** The users' tables (only the rows of `tenantKey` where a table has tenants, when given). */
const snapshot = async (tenantKey?: string) =>
  Object.fromEntries(
    await Promise.all(
      userTables.map(async (table) => {
        const rows = s.engine.db(table).select().orderByRaw('1');
        return [table, await (tenantKey && table.startsWith('site_') ? rows.where({ tenant_key: tenantKey }) : rows)];
      }),
    ),
  );
const call = (query: string, variables: Record<string, unknown> = {}, options: SiteCallOptions = {}) =>
  s.gql(query, variables, { tenantKey: 'alpha', ...options });
const asAdminA = (query: string, variables: Record<string, unknown> = {}, tenantKey = 'alpha') =>
  call(query, variables, { token: adminA, tenantKey });
const codeOf = (result: Awaited<ReturnType<typeof call>>) => result.errors?.[0]?.extensions.code ?? 'OK';

/** The call must answer one of `codes` and change no user, CMS or site (or none of `untouchedTenant`'s site users). */
async function expectDenied(run: () => ReturnType<typeof call>, codes: string[], untouchedTenant?: string) {
  const before = await snapshot(untouchedTenant);
  const result = await run();
  expect(codes, JSON.stringify(result.errors ?? result.data)).toContain(codeOf(result));
  expect(await snapshot(untouchedTenant)).toEqual(before);
  return result;
}
async function expectAllowed(run: () => ReturnType<typeof call>) {
  const result = await run();
  expect(codeOf(result), JSON.stringify(result.errors)).toBe('OK');
  return result;
}

const updateCmsUser = `mutation($input: UpdateCmsUserInput!) { updateCmsUser(input: $input) { id email tenants status } }`;
const createCmsUser = `mutation($input: CreateCmsUserInput!) { createCmsUser(input: $input) { id tenants } }`;
const simulate = `mutation($username: String!) { simulateSiteUser(username: $username) { token } }`;
const updateSiteAdmin = `mutation($id: Int!, $email: String, $firstName: String) { updateSiteUserProfileAdmin(id: $id, email: $email, firstName: $firstName) { id email } }`;
const setOmeda = `mutation($input: SetOmedaCustomerInput!) { setOmedaCustomer(input: $input) { id } }`;
const activeSiteUser = `query { getActiveSiteUserWithNewsletters { id email } }`;
const newCmsUser = (name: string, tenants: string[], isGlobal = false) => ({
  email: `${name}@example.com`,
  username: name,
  firstName: 'New',
  lastName: 'User',
  role: 'editor',
  tenants,
  isGlobal,
});

/** The rows of the CMS-user and site-user mutations an administrator runs on other users. */
const managed: Record<string, () => Promise<void>> = {
  async updateCmsUser() {
    await expectAllowed(() =>
      asAdminA(updateCmsUser, { input: { id: cms.onlyA.id, email: 'only-a.new@example.com', firstName: 'Renamed' } }),
    );
    await expectAllowed(() => asAdminA(updateCmsUser, { input: { id: cms.shared.id, tenants: ['alpha'] } }));
    for (const change of [
      { email: 'mine@example.com' },
      { username: 'mine' },
      { status: 0 },
      { role: 'viewer' },
      { extraPermissions: ['manage_content'] },
      { isGlobal: true },
      { firstName: 'Taken' },
    ]) {
      await expectDenied(() => asAdminA(updateCmsUser, { input: { id: cms.shared.id, ...change } }), ['FORBIDDEN']);
    }
    await expectDenied(
      () => asAdminA(updateCmsUser, { input: { id: cms.onlyA.id, tenants: ['alpha', 'beta'] } }),
      ['FORBIDDEN'],
    );
    await expectDenied(
      () => asAdminA(updateCmsUser, { input: { id: cms.onlyB.id, email: 'mine@example.com' } }),
      ['NOT_FOUND'],
    );
    for (const target of [cms.onlyA, cms.shared, cms.onlyB])
      await expectDenied(() => asAdminA(updateCmsUser, { input: { id: target.id, status: 0 } }, 'beta'), ['FORBIDDEN']);
  },
  async createCmsUser() {
    await expectAllowed(() => asAdminA(createCmsUser, { input: newCmsUser('fresh-a', ['alpha']) }));
    await expectDenied(
      () => asAdminA(createCmsUser, { input: newCmsUser('fresh-ab', ['alpha', 'beta']) }),
      ['FORBIDDEN'],
    );
    await expectDenied(() => asAdminA(createCmsUser, { input: newCmsUser('fresh-b', ['beta']) }), ['FORBIDDEN']);
    await expectDenied(() => asAdminA(createCmsUser, { input: newCmsUser('fresh-global', [], true) }), ['FORBIDDEN']);
    await expectDenied(
      () => asAdminA(createCmsUser, { input: { ...newCmsUser('taken', ['alpha']), email: cms.shared.email } }),
      ['CONFLICT'],
    );
    await expectDenied(
      () => asAdminA(createCmsUser, { input: newCmsUser('fresh-a2', ['alpha']) }, 'beta'),
      ['FORBIDDEN'],
    );
  },
  async simulateSiteUser() {
    const { data } = await expectAllowed(() => asAdminA(simulate, { username: site.onlyA.username }));
    const token = (data as { simulateSiteUser: { token: string } }).simulateSiteUser.token;
    expect((await call(activeSiteUser, {}, { siteUserToken: token })).data).toEqual({
      getActiveSiteUserWithNewsletters: { id: site.onlyA.id, email: site.onlyA.email },
    });
    const onBeta = await call(activeSiteUser, {}, { siteUserToken: token, tenantKey: 'beta' });
    expect(onBeta.data?.getActiveSiteUserWithNewsletters ?? null).toBeNull();
    await expectDenied(() => asAdminA(simulate, { username: site.onlyB.username }), ['NOT_FOUND']);
    await expectDenied(() => asAdminA(simulate, { username: site.onlyB.username }, 'beta'), ['FORBIDDEN']);
    await expectDenied(() => asAdminA(simulate, { username: site.sameEmailB.username }, 'beta'), ['FORBIDDEN']);
  },
  async updateSiteUserProfileAdmin() {
    await expectAllowed(() => asAdminA(updateSiteAdmin, { id: site.sameEmailA.id, firstName: 'Alpha-only' }));
    expect(await s.engine.db('site_users').where({ id: site.sameEmailB.id }).first('first_name')).toEqual({
      first_name: 'Sam',
    });
    await expectDenied(
      () => asAdminA(updateSiteAdmin, { id: site.onlyB.id, email: 'mine@alpha.example' }),
      ['NOT_FOUND'],
    );
    await expectDenied(
      () => asAdminA(updateSiteAdmin, { id: site.sameEmailB.id, email: 'mine@alpha.example' }),
      ['NOT_FOUND'],
    );
    await expectDenied(
      () => asAdminA(updateSiteAdmin, { id: site.onlyB.id, email: 'mine@alpha.example' }, 'beta'),
      ['FORBIDDEN'],
    );
    await expectDenied(
      () => asAdminA(updateSiteAdmin, { id: site.onlyA.id, email: 'mine@alpha.example' }, 'beta'),
      ['FORBIDDEN', 'NOT_FOUND'],
    );
  },
  async setOmedaCustomer() {
    await expectAllowed(() =>
      asAdminA(setOmeda, {
        input: { email: site.onlyA.email, omedaCustomerId: '42', products: [{ id: 'ALPHAPAID' }] },
      }),
    );
    await expectDenied(
      () =>
        asAdminA(setOmeda, {
          input: { email: site.onlyB.email, omedaCustomerId: '43', products: [{ id: 'BETAPAID' }] },
        }),
      ['NOT_FOUND'],
    );
    await expectDenied(
      () =>
        asAdminA(
          setOmeda,
          { input: { email: site.onlyB.email, omedaCustomerId: '43', products: [{ id: 'BETAPAID' }] } },
          'beta',
        ),
      ['FORBIDDEN'],
    );
    await expectDenied(
      () => asAdminA(setOmeda, { input: { email: site.sameEmailB.email, products: [{ id: 'BETAPAID' }] } }, 'beta'),
      ['FORBIDDEN'],
    );
  },
};

const grant = `mutation($input: GrantSiteUserMembershipInput!) { grantSiteUserMembership(input: $input) { id } }`;
const revoke = `mutation($input: RevokeSiteUserMembershipInput!) { revokeSiteUserMembership(input: $input) { id } }`;
const setNewsletter = `mutation($input: SetSiteUserNewsletterAdminInput!) { setSiteUserNewsletterAdmin(input: $input) { id } }`;
const deleteSiteUser = `mutation($input: DeleteSiteUserInput!) { deleteSiteUser(input: $input) }`;
const importMutation = (name: string) =>
  `mutation($input: SiteUserImportIdInput!) { ${name}(input: $input) ${name === 'deleteSiteUserImport' ? '' : '{ id }'} }`;

/** A site user's row written by the administrator of alpha: allowed on alpha's users, denied on beta's, and on beta's key. */
async function siteUserRow(query: string, input: (user: SiteUserFixture) => Record<string, unknown>) {
  await expectAllowed(() => asAdminA(query, { input: input(site.onlyA) }));
  for (const user of [site.onlyB, site.sameEmailB])
    await expectDenied(() => asAdminA(query, { input: input(user) }), ['NOT_FOUND', 'BAD_USER_INPUT']);
  for (const user of [site.onlyA, site.onlyB])
    await expectDenied(() => asAdminA(query, { input: input(user) }, 'beta'), ['FORBIDDEN']);
}

/** An import of beta's (a row, no file): the administrator of alpha finds it on neither key. */
async function betaImportRow(name: string) {
  const [row] = await s.engine
    .db('site_user_imports')
    .insert({
      tenant_key: 'beta',
      file_name: 'beta.csv',
      stored_name: `beta-${name}.csv`,
      file_size: 10,
      username: 'beta-admin',
      status: 'uploaded',
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  const id = Number(typeof row === 'object' ? (row as { id: number }).id : row);
  await expectDenied(() => asAdminA(importMutation(name), { input: { id } }), ['NOT_FOUND']);
  await expectDenied(() => asAdminA(importMutation(name), { input: { id } }, 'beta'), ['FORBIDDEN']);
  expect(await s.engine.db('site_user_imports').where({ id }).first('status')).toEqual({ status: 'uploaded' });
}

Object.assign(managed, {
  grantSiteUserMembership: () =>
    siteUserRow(grant, (user) => ({ id: user.id, membershipId: user === site.onlyA ? s.alpha.free : s.beta.free })),
  revokeSiteUserMembership: () =>
    siteUserRow(revoke, (user) => ({ id: user.id, membershipId: user === site.onlyA ? s.alpha.free : s.beta.free })),
  setSiteUserNewsletterAdmin: () =>
    siteUserRow(setNewsletter, (user) => ({ id: user.id, newsletterId: 'daily', subscribed: true })),
  async deleteSiteUser() {
    const throwaway = await insertSiteUser(s.engine.db, { tenantKey: 'alpha', email: 'erase-me@reader.example' });
    await expectAllowed(() => asAdminA(deleteSiteUser, { input: { id: throwaway.id } }));
    for (const user of [site.onlyB, site.sameEmailB])
      await expectDenied(() => asAdminA(deleteSiteUser, { input: { id: user.id } }), ['NOT_FOUND']);
    await expectDenied(() => asAdminA(deleteSiteUser, { input: { id: site.onlyA.id } }, 'beta'), ['FORBIDDEN']);
  },
  startSiteUserImport: () => betaImportRow('startSiteUserImport'),
  startSiteUserImportDryRun: () => betaImportRow('startSiteUserImportDryRun'),
  resumeSiteUserImport: () => betaImportRow('resumeSiteUserImport'),
  deleteSiteUserImport: () => betaImportRow('deleteSiteUserImport'),
});

/**
 * The rows of mutations that act only on the caller (their token, their link or their login):
 * the administrator of alpha reaches no other user through them, on either tenant key, and a
 * site user's token or link of alpha does nothing on beta.
 */
const ownOnly: Record<string, () => Promise<void>> = {
  async loginCmsUser() {
    await expectDenied(
      () =>
        call(
          `mutation { loginCmsUser(input: { username: "${cms.shared.username}", password: "not it at all" }) { bearerToken } }`,
          {},
          { token: adminA },
        ),
      ['UNAUTHENTICATED'],
    );
  },
  async refreshTokenCmsUser() {
    await expectDenied(
      () => asAdminA(`mutation { refreshTokenCmsUser(input: { refreshToken: "${adminA}" }) { bearerToken } }`),
      ['UNAUTHENTICATED', 'BAD_USER_INPUT'],
    );
  },
  async logoutCmsUser() {
    const shared = (await loginAs(s.engine.context(), cms.shared)).bearerToken;
    const own = (await loginAs(s.engine.context(), cms.onlyA)).bearerToken;
    await expectAllowed(() => call(`mutation { logoutCmsUser }`, {}, { token: own }));
    expect(codeOf(await call(`query { validateCMSUserBearerToken }`, {}, { token: shared }))).toBe('OK');
    expect((await call(`query { validateCMSUserBearerToken }`, {}, { token: shared })).data).toEqual({
      validateCMSUserBearerToken: true,
    });
  },
  async changeOwnCmsUserPassword() {
    const q = `mutation { changeOwnCmsUserPassword(input: { currentPassword: "not the password", newPassword: "a brand new password" }) }`;
    for (const tenantKey of ['alpha', 'beta'])
      await expectDenied(() => asAdminA(q, {}, tenantKey), ['BAD_USER_INPUT', 'FORBIDDEN']);
  },
  async updateOwnCmsUserProfile() {
    await expectDenied(
      () =>
        asAdminA(`mutation { updateOwnCmsUserProfile(input: { id: ${cms.shared.id}, firstName: "Taken" }) { id } }`),
      ['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'],
    );
  },
  async requestResetCMSUserPassword() {
    const hashes = async () => s.engine.db('cms_users').where({ id: cms.shared.id }).first('email', 'password_hash');
    const before = await hashes();
    await expectAllowed(() =>
      asAdminA(`mutation { requestResetCMSUserPassword(input: { email: "${cms.shared.email}" }) }`),
    );
    await expectAllowed(() =>
      call(
        `mutation { requestResetCMSUserPassword(input: { email: "${cms.shared.email}" }) }`,
        {},
        { tenantKey: 'beta' },
      ),
    );
    // The link goes to the user's own address only; nothing about the account changes.
    expect(await hashes()).toEqual(before);
  },
  async resetCMSUserPassword() {
    await expectDenied(
      () =>
        asAdminA(`mutation { resetCMSUserPassword(input: { hash: "${adminA}", password: "a brand new password" }) }`),
      ['UNAUTHENTICATED'],
    );
  },
  async validateCMSUserInvite() {
    await expectDenied(
      () =>
        asAdminA(`mutation { validateCMSUserInvite(input: { hash: "${adminA}", password: "a brand new password" }) }`),
      ['UNAUTHENTICATED'],
    );
  },
};

/** Site-user mutations acting on the user of the site-user token: run with alpha's session on beta, and as the CMS administrator alone. */
const sessionMutations: Record<string, string> = {
  addSiteUserFavorite: `mutation($contentId: Int!) { addSiteUserFavorite(contentId: $contentId) { id } }`,
  removeSiteUserFavorite: `mutation($contentId: Int!) { removeSiteUserFavorite(contentId: $contentId) { id } }`,
  subscribeSiteUserNewsletter: `mutation { subscribeSiteUserNewsletter(newsletterId: "daily") { id } }`,
  unsubscribeSiteUserNewsletter: `mutation { unsubscribeSiteUserNewsletter(newsletterId: "daily") { id } }`,
  updateSiteUserProfile: `mutation { updateSiteUserProfile(input: { firstName: "Taken" }) { id } }`,
  updateSiteUserPassword: `mutation { updateSiteUserPassword(password: "Member-pass-2026", newPassword: "Taken-pass-2026") { ok } }`,
  requestSiteUserChangeEmail: `mutation { requestSiteUserChangeEmail(newEmail: "taken@evil.example", password: "Member-pass-2026") { ok } }`,
  requestSiteUserChangeUsername: `mutation { requestSiteUserChangeUsername(newUsername: "taken", password: "Member-pass-2026") { ok } }`,
  logoutSiteUser: `mutation { logoutSiteUser }`,
};

/** Site-user mutations carrying a link hash: a hash of alpha is worth nothing on beta. */
const linkMutations: Record<
  string,
  { kind: 'register' | 'reset' | 'change_email' | 'change_username' | 'external_sso'; query: string }
> = {
  updateSiteUserEmail: {
    kind: 'change_email',
    query: `mutation($id: String!) { updateSiteUserEmail(id: $id) { id } }`,
  },
  updateSiteUserUsername: {
    kind: 'change_username',
    query: `mutation($id: String!) { updateSiteUserUsername(id: $id) { id } }`,
  },
  resetSiteUserPassword: {
    kind: 'reset',
    query: `mutation($id: String!) { resetSiteUserPassword(id: $id, password: "Taken-pass-2026", recaptchaToken: "${localCaptchaToken}") { ok } }`,
  },
  getSiteUserStub: { kind: 'register', query: `mutation($id: String!) { getSiteUserStub(id: $id) { email } }` },
  registerSiteUser: {
    kind: 'register',
    query: `mutation($id: String!) { registerSiteUser(input: { id: $id, password: "Taken-pass-2026", recaptchaToken: "${localCaptchaToken}" }) { token } }`,
  },
  redeemSiteUserSsoToken: {
    kind: 'external_sso',
    query: `mutation($id: String!) { redeemSiteUserSsoToken(token: $id) { user { email } } }`,
  },
};

/** Anonymous requests by login or e-mail: on beta they reach no user of alpha. */
const anonymousMutations: Record<string, (user: SiteUserFixture) => string> = {
  loginSiteUser: (user) =>
    `mutation { loginSiteUser(input: { username: "${user.email}", password: "${user.password}", recaptchaToken: "${localCaptchaToken}" }) { token } }`,
  requestSiteUserPasswordReset: (user) =>
    `mutation { requestSiteUserPasswordReset(username: "${user.username}", recaptchaToken: "${localCaptchaToken}") { ok } }`,
  requestRegisterSiteUser: (user) =>
    `mutation { requestRegisterSiteUser(input: { email: "${user.email}", membershipId: ${s.beta.free}, countryCode: "US", region: "IL", recaptchaToken: "${localCaptchaToken}" }) { ok } }`,
};

beforeAll(async () => {
  s = await siteUsersScenario();
  const { db } = s.engine;
  const admin = await insertCmsUser(db, { username: 'admin-alpha', role: 'administrator', tenants: ['alpha'] });
  adminA = (await loginAs(s.engine.context(), admin)).bearerToken;
  cms = {
    onlyA: await insertCmsUser(db, { username: 'only-a', email: 'only-a@example.com', tenants: ['alpha'] }),
    shared: await insertCmsUser(db, { username: 'shared', email: 'shared@example.com', tenants: ['alpha', 'beta'] }),
    onlyB: await insertCmsUser(db, { username: 'only-b', email: 'only-b@example.com', tenants: ['beta'] }),
  };
  site = {
    onlyA: await insertSiteUser(db, { tenantKey: 'alpha', email: 'only-a@reader.example' }),
    sameEmailA: await insertSiteUser(db, { tenantKey: 'alpha', email: 'both@reader.example' }),
    sameEmailB: await insertSiteUser(db, { tenantKey: 'beta', email: 'both@reader.example' }),
    onlyB: await insertSiteUser(db, { tenantKey: 'beta', email: 'only-b@reader.example' }),
  };
  sessionA = await s.login(site.onlyA);
});
afterAll(() => s?.close());

describe('the cross-site matrix of CMS-user and site-user mutations, as an administrator of one site', () => {
  it('has a row for every mutation of the schema that touches CMS users or site users', async () => {
    const schema = buildSchema(await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const fields = Object.values(schema.getMutationType()!.getFields());
    const touching = fields
      .filter((field) => touchesUsers(field.name, getNamedType(field.type).name))
      .map((field) => field.name);
    const covered = [managed, ownOnly, sessionMutations, linkMutations, anonymousMutations].flatMap((rows) =>
      Object.keys(rows),
    );
    expect(
      touching.filter((name) => !covered.includes(name)),
      'mutations without a row in the cross-site matrix',
    ).toEqual([]);
    expect(
      covered.filter((name) => !touching.includes(name)),
      'rows for mutations the schema no longer has',
    ).toEqual([]);
    expect(touching.length).toBeGreaterThanOrEqual(30);
  });

  it('reads a site user only through its own tenant, even for a global administrator', async () => {
    const global = (
      await loginAs(
        s.engine.context(),
        await insertCmsUser(s.engine.db, { username: 'global-admin', role: 'administrator', isGlobal: true }),
      )
    ).bearerToken;
    const read = `query($id: Int) { getSiteUser(id: $id) { id email } }`;
    expect(codeOf(await asAdminA(read, { id: site.onlyA.id }))).toBe('OK');
    expect(codeOf(await asAdminA(read, { id: site.onlyB.id }))).toBe('NOT_FOUND');
    expect(codeOf(await asAdminA(read, { id: site.onlyB.id }, 'beta'))).toBe('FORBIDDEN');
    expect(codeOf(await call(read, { id: site.onlyA.id }, { token: global, tenantKey: 'beta' }))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await call(
          updateSiteAdmin,
          { id: site.onlyA.id, email: 'mine@beta.example' },
          { token: global, tenantKey: 'beta' },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  for (const [name, run] of Object.entries(managed)) {
    it(`${name}: allowed on users of its site only; denied on shared users' accounts and on the other site's users`, () =>
      run());
  }

  for (const [name, run] of Object.entries(ownOnly)) {
    it(`${name}: acts only on the caller, reaching no other CMS user`, () => run());
  }

  for (const [name, query] of Object.entries(sessionMutations)) {
    it(`${name}: a site user's session of alpha does nothing on beta, and a CMS token alone is no site user`, async () => {
      const variables = { contentId: s.alpha.article };
      // logoutSiteUser answers false for a session it does not know, and ends nothing.
      await expectDenied(
        () => call(query, variables, { siteUserToken: sessionA, tenantKey: 'beta' }),
        name === 'logoutSiteUser' ? ['OK'] : ['UNAUTHENTICATED'],
      );
      expect(
        (await call(activeSiteUser, {}, { siteUserToken: sessionA })).data?.getActiveSiteUserWithNewsletters,
      ).toMatchObject({ id: site.onlyA.id });
      // The administrator's CMS token is no site user: on alpha nobody is signed in; beta refuses the token outright.
      await expectDenied(
        () => asAdminA(query, variables, 'alpha'),
        name === 'logoutSiteUser' ? ['OK'] : ['UNAUTHENTICATED'],
      );
      await expectDenied(() => asAdminA(query, variables, 'beta'), ['FORBIDDEN']);
    });
  }

  for (const [name, { kind, query }] of Object.entries(linkMutations)) {
    it(`${name}: a link of alpha is refused on beta`, async () => {
      const { token } = await issueSiteUserToken(s.engine.db, {
        tenantKey: 'alpha',
        userId: site.onlyA.id,
        kind,
        payload: { newEmail: 'taken@evil.example', newUsername: 'taken' },
        now: Date.now(),
      });
      await expectDenied(
        () => call(query, { id: token }, { tenantKey: 'beta' }),
        ['BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED'],
      );
      await expectDenied(() => call(query, { id: token }, { tenantKey: 'beta', token: adminA }), ['FORBIDDEN']);
    });
  }

  for (const [name, document] of Object.entries(anonymousMutations)) {
    it(`${name}: on beta it reaches no user of alpha`, async () => {
      // A registration on beta may start a new, unrelated account there; alpha's users stay as they were.
      const result = await expectDenied(
        () => call(document(site.onlyA), {}, { tenantKey: 'beta', ip: '10.20.0.1' }),
        ['OK', 'UNAUTHENTICATED'],
        'alpha',
      );
      expect(JSON.stringify(result.data ?? {})).not.toMatch(/"token":"/);
      await expectDenied(
        () => call(document(site.onlyA), {}, { tenantKey: 'beta', token: adminA, ip: '10.20.0.2' }),
        ['FORBIDDEN'],
        'alpha',
      );
    });
  }
});

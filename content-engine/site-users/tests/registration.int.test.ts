import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeUserQuery,
  captcha,
  siteUsersScenario,
  userFields,
  type SiteUsersScenario,
} from './site-users-scenario.ts';

const requestRegister = `mutation($input: RequestRegisterSiteUserInput!) { requestRegisterSiteUser(input: $input) { ok } }`;
const stub = `mutation($id: String!) { getSiteUserStub(id: $id) { email membershipId countryCode region consent promoCode } }`;
const register = `mutation($input: RegisterSiteUserInput!) { registerSiteUser(input: $input) { token expires userInfo { ${userFields} } } }`;

let s: SiteUsersScenario;
let time = Date.parse('2031-03-01T12:00:00Z');
let ipCount = 0;
/** Each request from its own address, so the per-address throttle stays out of the way. */
const ip = () => `10.1.0.${++ipCount % 250}`;

const requestFor = (email: string, extra: Record<string, unknown> = {}) =>
  s.gql<{ requestRegisterSiteUser: { ok: boolean } }>(
    requestRegister,
    {
      input: {
        email,
        membershipId: s.alpha.free,
        countryCode: 'DE',
        consent: { GDPR: true },
        recaptchaToken: captcha,
        ...extra,
      },
    },
    { ip: ip() },
  );

const completeInput = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  password: 'A-new-password-1',
  firstName: 'Nora',
  lastName: 'Newman',
  demographics: { demo_101: 10102, demo_102: 10201, demo_103: [10301, 10303] },
  newsletters: ['daily'],
  recaptchaToken: captcha,
  ...extra,
});

async function registrationLink(
  email: string,
  extra: Record<string, unknown> = {},
  path = '/account/complete-registration',
) {
  expect((await requestFor(email, extra)).data?.requestRegisterSiteUser.ok).toBe(true);
  return s.linkId(await s.smtp.nextTo(email), path);
}

beforeAll(async () => {
  s = await siteUsersScenario({ now: () => time });
});
afterAll(() => s.close());
beforeEach(() => {
  time += 60 * 60_000;
});

describe('registration', () => {
  it('e-mails a link over SMTP, shows the stub, completes the account with its free membership and logs the user in', async () => {
    const id = await registrationLink(
      'nora@reader.example',
      { path: '/join/complete', promoCode: 'SPRING' },
      '/join/complete',
    );
    const mail = s.smtp.received.at(-1)!;
    expect(mail.subject).toBe('alpha Weekly: Complete your registration');
    expect(mail.text).toContain(`https://www.alpha.example/join/complete?id=`);
    expect(mail.html).toContain('href="https://www.alpha.example/join/complete?id=');

    const pending = await s.gql(stub, { id });
    expect(pending.data?.getSiteUserStub).toEqual({
      email: 'nora@reader.example',
      membershipId: s.alpha.free,
      countryCode: 'DE',
      region: null,
      consent: { GDPR: true },
      promoCode: 'SPRING',
    });

    const done = await s.gql<{ registerSiteUser: { token: string; userInfo: Record<string, unknown> } }>(register, {
      input: completeInput(id),
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.registerSiteUser.userInfo).toMatchObject({
      email: 'nora@reader.example',
      username: 'nora@reader.example',
      firstName: 'Nora',
      countryCode: 'DE',
      memberships: [s.alpha.free],
      newsletters: ['daily'],
      hasPaid: false,
      missingMemberships: [s.alpha.paid],
      isSimulated: false,
      demographics: { demo_101: 10102, demo_102: 10201, demo_103: [10301, 10303] },
      emails: ['nora@reader.example'],
    });
    const me = await s.gql(activeUserQuery, {}, { siteUserToken: done.data?.registerSiteUser.token });
    expect(me.data?.getActiveSiteUserWithNewsletters).toMatchObject({
      email: 'nora@reader.example',
      memberships: [s.alpha.free],
    });
    expect(await s.login({ username: 'nora@reader.example', password: 'A-new-password-1' })).toBeTruthy();
  });

  it('refuses a used registration link, as the stub does, and changes nothing', async () => {
    const id = await registrationLink('once@reader.example');
    expect((await s.gql(register, { input: completeInput(id) })).errors).toBeUndefined();
    const again = await s.gql(register, { input: completeInput(id, { password: 'Another-password-2' }) });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This registration link is invalid, used or expired.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await s.gql(stub, { id })).errors?.[0]?.message).toBe(
      'This registration link is invalid, used or expired.',
    );
    expect(await s.login({ username: 'once@reader.example', password: 'A-new-password-1' })).toBeTruthy();
  });

  it('refuses an expired link (after seven days) and an unknown one', async () => {
    const id = await registrationLink('late@reader.example');
    time += 7 * 24 * 60 * 60_000 + 1;
    expect((await s.gql(stub, { id })).errors?.[0]?.message).toBe(
      'This registration link is invalid, used or expired.',
    );
    expect((await s.gql(register, { input: completeInput(id) })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await s.gql(stub, { id: 'no-such-link' })).errors?.[0]?.message).toBe(
      'This registration link is invalid, used or expired.',
    );
  });

  it("names the membership's missing required fields and questions, and saves nothing", async () => {
    const id = await registrationLink('gaps@reader.example');
    const result = await s.gql(register, {
      input: { id, password: 'A-new-password-1', firstName: ' ', recaptchaToken: captcha },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: ['firstName', 'lastName', 'demographics.demo_101', 'demographics.demo_102'],
    });
    expect(result.errors?.[0]?.message).toContain('firstName: Field is required');
    const paidId = await registrationLink('paid@reader.example', { membershipId: s.alpha.paid });
    const paid = await s.gql(register, { input: completeInput(paidId) });
    expect(paid.errors?.[0]?.extensions.fields).toEqual(['company', 'postalCode', 'demographics.demo_104']);
    expect((await s.gql(stub, { id })).data?.getSiteUserStub).toMatchObject({ email: 'gaps@reader.example' });
    expect(
      await s.engine
        .db('site_users')
        .where({ email: 'gaps@reader.example' })
        .first('status', 'password_hash', 'first_name'),
    ).toEqual({ status: 'pending', password_hash: null, first_name: null });
  });

  it('refuses invalid demographic answers and saves nothing', async () => {
    const id = await registrationLink('answers@reader.example');
    const result = await s.gql(register, {
      input: completeInput(id, {
        demographics: {
          demo_101: '10102',
          demo_102: 99,
          demo_103: [10301, 1],
          demo_107: '2031-02-30',
          demo_108: 2.5,
          demo_999: 1,
        },
      }),
    });
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions.fields).toEqual([
      'demographics.demo_101',
      'demographics.demo_102',
      'demographics.demo_103',
      'demographics.demo_107',
      'demographics.demo_108',
      'demographics.demo_999',
    ]);
    const row = await s.engine
      .db('site_users')
      .where({ email: 'answers@reader.example' })
      .first('status', 'demographics');
    expect(row).toEqual({ status: 'pending', demographics: '{}' });
    expect(
      await s.engine
        .db('site_user_newsletters')
        .join('site_users', 'site_users.id', 'site_user_newsletters.site_user_id')
        .where({ email: 'answers@reader.example' }),
    ).toEqual([]);
    expect((await s.gql(register, { input: completeInput(id) })).errors).toBeUndefined();
  });

  it('does not grant a paid membership: the order system does (setOmedaCustomer)', async () => {
    const id = await registrationLink('buyer@reader.example', { membershipId: s.alpha.paid });
    const result = await s.gql<{
      registerSiteUser: { userInfo: { memberships: number[]; hasPaid: boolean; missingMemberships: number[] } };
    }>(register, {
      input: completeInput(id, {
        company: 'Acme',
        postalCode: '10115',
        demographics: { demo_101: 10101, demo_104: 10403 },
      }),
    });
    expect(result.data?.registerSiteUser.userInfo).toMatchObject({
      memberships: [],
      hasPaid: false,
      missingMemberships: [s.alpha.free, s.alpha.paid],
    });
  });

  it('grants a free membership until the expiration given', async () => {
    const id = await registrationLink('trial@reader.example');
    const expiration = time + 24 * 60 * 60_000;
    const result = await s.gql<{ registerSiteUser: { token: string } }>(register, {
      input: completeInput(id, { expiration }),
    });
    time = expiration + 1;
    const me = await s.gql<{ getActiveSiteUserWithNewsletters: { memberships: number[] } }>(
      activeUserQuery,
      {},
      { siteUserToken: result.data?.registerSiteUser.token },
    );
    expect(me.data?.getActiveSiteUserWithNewsletters.memberships).toEqual([]);
  });

  it('keeps only the newest link when asked twice', async () => {
    const first = await registrationLink('twice@reader.example');
    const second = await registrationLink('twice@reader.example', {
      countryCode: 'US',
      region: 'TX',
      consent: { GDPR: false },
    });
    expect((await s.gql(stub, { id: first })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await s.gql(stub, { id: second })).data?.getSiteUserStub).toMatchObject({
      countryCode: 'US',
      region: 'TX',
      consent: { GDPR: false },
    });
  });

  it('tells an existing account by e-mail, with the same answer and no registration link', async () => {
    const result = await requestFor(s.alpha.member.email);
    expect(result.data?.requestRegisterSiteUser.ok).toBe(true);
    const mail = await s.smtp.nextTo(s.alpha.member.email);
    expect(mail.subject).toBe('alpha Weekly: You already have an account');
    expect(mail.text).toContain('https://www.alpha.example/account/reset-password');
    expect(mail.text).not.toContain('?id=');
  });

  it('checks the request (spec §5) and sends nothing for a bad one', async () => {
    const problems = async (extra: Record<string, unknown>, email = 'bad@reader.example') =>
      (await requestFor(email, extra)).errors?.[0]?.extensions;
    expect(await problems({}, 'not-an-email')).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['email'] });
    expect(await problems({ membershipId: s.alpha.inactive })).toMatchObject({ fields: ['membershipId'] });
    expect(await problems({ membershipId: s.beta.free })).toMatchObject({ fields: ['membershipId'] });
    expect(await problems({ countryCode: null })).toMatchObject({ fields: ['countryCode'] });
    expect(await problems({ countryCode: 'US', consent: null })).toMatchObject({ fields: ['region'] });
    expect(await problems({ countryCode: 'CA', region: 'ON', consent: { GDPR: true } })).toMatchObject({
      fields: ['consent.GDPR', 'consent.CASL'],
    });
    expect(await problems({ consent: { GDPR: '' } })).toMatchObject({ fields: ['consent.GDPR'] });
    expect(await problems({ path: 'https://evil.example/' })).toMatchObject({ fields: ['path'] });
    expect(await problems({ recaptchaToken: 'forged' })).toMatchObject({ fields: ['recaptchaToken'] });
    expect(await s.smtp.arrivesWithin('bad@reader.example', 200)).toBe(false);
    expect(
      (await requestFor('canada@reader.example', { countryCode: 'CA', region: 'ON', consent: { CASL: true } })).data
        ?.requestRegisterSiteUser.ok,
    ).toBe(true);
  });

  it("keeps links to their tenant: alpha's link is unknown on beta", async () => {
    const id = await registrationLink('tenant@reader.example');
    expect((await s.gql(stub, { id }, { tenantKey: 'beta' })).errors?.[0]?.message).toBe(
      'This registration link is invalid, used or expired.',
    );
    expect(
      (await s.gql(register, { input: completeInput(id) }, { tenantKey: 'beta' })).errors?.[0]?.extensions.code,
    ).toBe('BAD_USER_INPUT');
  });
});

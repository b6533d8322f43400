import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.ts';
import { captcha, siteUsersScenario, type SiteUsersScenario } from '../../site-users/tests/site-users-scenario.ts';
import { countFunnelSteps } from '../../tracking-events/funnel-steps.ts';
import { sendRegistrationReminders } from '../operations/send-registration-reminders.ts';

/*
 * The 1 h and 24 h reminders of unfinished registrations (ADR 0069) on the two sites of the
 * site-users scenario, with its clock in the test's hands and the mail over SMTP to a server in
 * this process. Each test starts three days after the last, so earlier requests are out of every
 * reminder's window.
 */
const requestRegister = `mutation($input: RequestRegisterSiteUserInput!) { requestRegisterSiteUser(input: $input) { ok } }`;
const stub = `mutation($id: String!) { getSiteUserStub(id: $id) { email } }`;
const register = `mutation($input: RegisterSiteUserInput!) { registerSiteUser(input: $input) { token } }`;

const minute = 60_000;
const hour = 60 * minute;
let s: SiteUsersScenario;
let time = Date.parse('2031-05-01T08:00:00Z');
let ipCount = 0;

const pass = () => sendRegistrationReminders({ ctx: systemContext(s.engine.engine) });

/** Asks to register on the tenant; returns the confirmation e-mail's link id. */
async function request(email: string, { tenantKey = 'alpha', path }: { tenantKey?: string; path?: string } = {}) {
  const membershipId = tenantKey === 'alpha' ? s.alpha.free : s.beta.free;
  const result = await s.gql(
    requestRegister,
    {
      input: {
        email,
        membershipId,
        countryCode: 'DE',
        consent: { GDPR: true },
        recaptchaToken: captcha,
        sessionId: 'visit-1',
        path,
      },
    },
    { tenantKey, ip: `10.69.0.${++ipCount % 250}` },
  );
  expect(result.errors).toBeUndefined();
  return s.linkId(await s.smtp.nextTo(email), path ?? '/account/complete-registration');
}

const complete = (id: string, tenantKey = 'alpha') =>
  s.gql(
    register,
    {
      input: {
        id,
        password: 'A-new-password-1',
        firstName: 'Rita',
        lastName: 'Reminded',
        demographics: { demo_101: 10102, demo_102: 10201 },
        recaptchaToken: captcha,
      },
    },
    { tenantKey },
  );

/** Lets `ms` pass, then runs the job. */
async function after(ms: number) {
  time += ms;
  return pass();
}

const noMoreMailTo = async (email: string) => expect(await s.smtp.arrivesWithin(email, 300)).toBe(false);

beforeAll(async () => {
  s = await siteUsersScenario({ now: () => time });
});
afterAll(() => s.close());
beforeEach(() => {
  time += 3 * 24 * hour;
});

describe('registration reminders', () => {
  it('sends the 1 h reminder once, linking to the same page as the confirmation, whose link still works', async () => {
    const first = await request('hour@reader.example', { path: '/join/complete' });
    expect(await after(59 * minute)).toEqual({ sent: 0, failed: 0 });
    expect(await after(2 * minute)).toEqual({ sent: 1, failed: 0 });
    const mail = await s.smtp.nextTo('hour@reader.example');
    expect(mail.subject).toBe('alpha Weekly: Your registration is almost done');
    expect(mail.text).toContain('One step is left');
    expect(mail.html).toContain('href="https://www.alpha.example/join/complete?id=');
    const reminderId = s.linkId(mail, '/join/complete');
    expect(reminderId).not.toBe(first);

    // Run twice, or again a few minutes later: nothing more.
    expect(await pass()).toEqual({ sent: 0, failed: 0 });
    expect(await after(5 * minute)).toEqual({ sent: 0, failed: 0 });
    await noMoreMailTo('hour@reader.example');
    for (const id of [first, reminderId])
      expect((await s.gql(stub, { id })).data).toEqual({ getSiteUserStub: { email: 'hour@reader.example' } });
  });

  it('sends the 24 h reminder once after the 1 h one, and none after two days', async () => {
    await request('day@reader.example');
    await after(hour);
    await s.smtp.nextTo('day@reader.example');
    expect(await after(23 * hour - minute)).toEqual({ sent: 0, failed: 0 });
    expect(await after(2 * minute)).toEqual({ sent: 1, failed: 0 });
    const mail = await s.smtp.nextTo('day@reader.example');
    expect(mail.subject).toBe('alpha Weekly: Your registration is still waiting');
    expect(mail.text).toContain('This is the last reminder we send');
    expect(mail.text).toContain('https://www.alpha.example/account/complete-registration?id=');
    expect(await pass()).toEqual({ sent: 0, failed: 0 });
    expect(await after(30 * hour)).toEqual({ sent: 0, failed: 0 });
    await noMoreMailTo('day@reader.example');
  });

  it('completes the registration from the reminder, after which no reminder goes', async () => {
    await request('finisher@reader.example');
    await after(hour);
    const id = s.linkId(await s.smtp.nextTo('finisher@reader.example'), '/account/complete-registration');
    expect((await complete(id)).errors).toBeUndefined();
    expect(await after(24 * hour)).toEqual({ sent: 0, failed: 0 });
    await noMoreMailTo('finisher@reader.example');
  });

  it('sends no reminder once the registration is complete', async () => {
    const id = await request('prompt@reader.example');
    time += 10 * minute;
    expect((await complete(id)).errors).toBeUndefined();
    expect(await after(hour)).toEqual({ sent: 0, failed: 0 });
    expect(await after(24 * hour)).toEqual({ sent: 0, failed: 0 });
    await noMoreMailTo('prompt@reader.example');
  });

  it("reminds each site's request from that site, and a reminder's link does not work on the other site", async () => {
    await request('both@reader.example', { tenantKey: 'alpha' });
    time += 30 * minute;
    await request('both@reader.example', { tenantKey: 'beta' });
    expect(await after(31 * minute)).toEqual({ sent: 1, failed: 0 });
    const alphaMail = await s.smtp.nextTo('both@reader.example');
    expect(alphaMail.subject).toBe('alpha Weekly: Your registration is almost done');
    expect(alphaMail.text).toContain('https://www.alpha.example/');
    expect(alphaMail.text).not.toContain('beta');
    const alphaLink = s.linkId(alphaMail, '/account/complete-registration');
    expect((await complete(alphaLink, 'beta')).errors?.[0]?.message).toBe(
      'This registration link is invalid, used or expired.',
    );

    expect(await after(30 * minute)).toEqual({ sent: 1, failed: 0 });
    const betaMail = await s.smtp.nextTo('both@reader.example');
    expect(betaMail.subject).toBe('beta Weekly: Your registration is almost done');
    expect(betaMail.text).toContain('https://www.beta.example/');
    await noMoreMailTo('both@reader.example');
  });

  it('sends one reminder when two processes run the job at once', async () => {
    await request('race@reader.example');
    time += hour;
    const passes = await Promise.all([pass(), pass(), pass()]);
    expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBe(1);
    await s.smtp.nextTo('race@reader.example');
    await noMoreMailTo('race@reader.example');
  });

  it('does not retry a reminder the mail server refused (at most once)', async () => {
    await request('bounced@reader.example');
    time += hour;
    const ctx = systemContext(s.engine.engine);
    const refusing = {
      ...ctx,
      mail: { defaultFrom: ctx.mail.defaultFrom, send: () => Promise.reject(new Error('421 busy')) },
    };
    expect(await sendRegistrationReminders({ ctx: refusing })).toEqual({ sent: 0, failed: 1 });
    expect(await after(5 * minute)).toEqual({ sent: 0, failed: 0 });
    await noMoreMailTo('bounced@reader.example');
  });

  it("a new request replaces the old one's reminders with its own", async () => {
    await request('again@reader.example');
    time += 50 * minute;
    const second = await request('again@reader.example');
    expect(await after(15 * minute)).toEqual({ sent: 0, failed: 0 });
    expect(await after(50 * minute)).toEqual({ sent: 1, failed: 0 });
    await s.smtp.nextTo('again@reader.example');
    // The newest request's own link still works.
    expect((await s.gql(stub, { id: second })).data).toEqual({ getSiteUserStub: { email: 'again@reader.example' } });
  });

  it("counts the engine's funnel steps per site: confirmation, reminders, completion", async () => {
    const from = time;
    await request('counted@reader.example', { tenantKey: 'beta' });
    await after(hour);
    await after(23 * hour);
    const id = s.linkId(await s.smtp.nextTo('counted@reader.example'), '/account/complete-registration');
    await s.smtp.nextTo('counted@reader.example');
    expect((await complete(id, 'beta')).errors).toBeUndefined();
    const steps = async (tenantKey: string) =>
      Object.fromEntries(
        (await countFunnelSteps(s.engine.db, { tenantKey, from, to: time + 1 })).map((c) => [c.step, c.count]),
      );
    await expect
      .poll(() => steps('beta'))
      .toEqual({ confirmationEmailSent: 1, reminder1hSent: 1, reminder24hSent: 1, registrationCompleted: 1 });
    expect(await steps('alpha')).toEqual({});
    const confirmation = await s.engine
      .db('tracking_events')
      .where({ tenant_key: 'beta', type: 'registration' })
      .orderBy('id')
      .first('session_id', 'site_user_id', 'page');
    expect(confirmation).toMatchObject({ session_id: 'visit-1' });
    expect(JSON.parse(confirmation.page)).toEqual({ path: '/account/complete-registration' });
  });
});

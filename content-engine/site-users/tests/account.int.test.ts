import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSiteUser, type SiteUserFixture } from '../../testing/fixtures-site-users.ts';
import { activeUserQuery, siteUsersScenario, userFields, type SiteUsersScenario } from './site-users-scenario.ts';

let s: SiteUsersScenario;
let time = Date.parse('2031-07-01T12:00:00Z');
let bob: SiteUserFixture;
let token: string;
const call = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
  s.gql<T>(query, variables, { siteUserToken: token });
const current = async () =>
  (await call<{ getActiveSiteUserWithNewsletters: Record<string, unknown> }>(activeUserQuery)).data
    ?.getActiveSiteUserWithNewsletters;

beforeAll(async () => {
  s = await siteUsersScenario({ now: () => time });
});
afterAll(() => s.close());
beforeEach(async () => {
  time += 60 * 60_000;
  await s.engine.db('login_attempts').delete();
  await s.engine.db('login_throttle').delete();
  await s.engine.db('site_users').whereIn('email', ['bob@reader.example', 'robert@reader.example']).delete();
  bob = await insertSiteUser(s.engine.db, {
    tenantKey: 'alpha',
    email: 'bob@reader.example',
    password: 'Bob-password-1',
    profile: { first_name: 'Bob', company: 'Acme', city: 'Peoria', demographics: JSON.stringify({ demo_101: 10101 }) },
  });
  token = await s.login(bob);
});

describe('changing the username', () => {
  const request = `mutation($password: String!, $newUsername: String!) { requestSiteUserChangeUsername(password: $password, newUsername: $newUsername) { ok } }`;
  const confirm = `mutation($id: String!) { updateSiteUserUsername(id: $id) { username } }`;

  it('needs the password, e-mails a confirmation link to the current address, and applies it once', async () => {
    expect(
      (await call(request, { password: 'wrong-password', newUsername: 'bobby' })).errors?.[0]?.extensions.fields,
    ).toEqual(['password']);
    expect((await call(request, { password: 'Bob-password-1', newUsername: 'bobby' })).data).toEqual({
      requestSiteUserChangeUsername: { ok: true },
    });
    const id = s.linkId(await s.smtp.nextTo(bob.email), '/account/change-username');
    expect((await s.gql(confirm, { id })).data).toEqual({ updateSiteUserUsername: { username: 'bobby' } });
    expect((await s.gql(confirm, { id })).errors?.[0]?.message).toBe(
      'This username change link is invalid, used or expired.',
    );
    expect(await s.login({ username: 'BOBBY', password: 'Bob-password-1' })).toBeTruthy();
  });

  it("refuses names taken in the tenant, names with '@', and leaves a taken-meanwhile link unused", async () => {
    await s.engine.db('site_users').where({ id: s.alpha.member.id }).update({ username: 'taken-name' });
    expect(
      (await call(request, { password: 'Bob-password-1', newUsername: 'Taken-Name' })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'CONFLICT', fields: ['newUsername'] });
    expect(
      (await call(request, { password: 'Bob-password-1', newUsername: 'x@y.example' })).errors?.[0]?.extensions.fields,
    ).toEqual(['newUsername']);
    await call(request, { password: 'Bob-password-1', newUsername: 'soon-taken' });
    const id = s.linkId(await s.smtp.nextTo(bob.email), '/account/change-username');
    await s.engine.db('site_users').where({ id: s.alpha.member.id }).update({ username: 'soon-taken' });
    expect((await s.gql(confirm, { id })).errors?.[0]?.extensions.code).toBe('CONFLICT');
    await s.engine.db('site_users').where({ id: s.alpha.member.id }).update({ username: s.alpha.member.email });
    expect((await s.gql(confirm, { id })).data).toEqual({ updateSiteUserUsername: { username: 'soon-taken' } });
  });
});

describe('changing the e-mail address', () => {
  const request = `mutation($password: String!, $newEmail: String!) { requestSiteUserChangeEmail(password: $password, newEmail: $newEmail) { ok } }`;
  const confirm = `mutation($id: String!) { updateSiteUserEmail(id: $id) { email username emails } }`;

  it('e-mails the link to the new address; the username that was the address follows it', async () => {
    expect((await call(request, { password: 'Bob-password-1', newEmail: 'Robert@Reader.example' })).data).toEqual({
      requestSiteUserChangeEmail: { ok: true },
    });
    expect(await s.smtp.arrivesWithin(bob.email, 200)).toBe(false);
    const id = s.linkId(await s.smtp.nextTo('robert@reader.example'), '/account/change-email');
    expect((await s.gql(confirm, { id })).data).toEqual({
      updateSiteUserEmail: {
        email: 'robert@reader.example',
        username: 'robert@reader.example',
        emails: ['robert@reader.example'],
      },
    });
    expect((await s.gql(confirm, { id })).errors?.[0]?.message).toBe(
      'This e-mail change link is invalid, used or expired.',
    );
    expect(await s.login({ username: 'robert@reader.example', password: 'Bob-password-1' })).toBeTruthy();
  });

  it("refuses another account's address and a wrong password", async () => {
    expect(
      (await call(request, { password: 'Bob-password-1', newEmail: s.alpha.member.email })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'CONFLICT', fields: ['newEmail'] });
    expect(
      (await call(request, { password: 'nope-nope-nope', newEmail: 'robert@reader.example' })).errors?.[0]?.extensions
        .fields,
    ).toEqual(['password']);
    expect(
      (await call(request, { password: 'Bob-password-1', newEmail: s.beta.member.email.replace('beta', 'alpha-free') }))
        .errors,
    ).toBeUndefined();
  });
});

describe('profile', () => {
  const update = `mutation($input: UpdateSiteUserProfileInput!) { updateSiteUserProfile(input: $input) { ${userFields} } }`;

  it('changes the fields given and leaves empty ones out instead of blanking them', async () => {
    const result = await call<{ updateSiteUserProfile: Record<string, unknown> }>(update, {
      input: {
        firstName: 'Robert',
        lastName: '',
        company: '   ',
        city: null,
        title: 'Fleet Manager',
        demographics: { demo_102: 10203, demo_101: null },
      },
    });
    expect(result.data?.updateSiteUserProfile).toMatchObject({
      firstName: 'Robert',
      lastName: 'Reader',
      company: 'Acme',
      city: 'Peoria',
      title: 'Fleet Manager',
      demographics: { demo_101: 10101, demo_102: 10203 },
    });
  });

  it('checks country, region and answers, and saves nothing when one is wrong', async () => {
    const bad = await call(update, {
      input: { firstName: 'Changed', countryCode: 'CA', region: 'TX', demographics: { demo_104: 'many' } },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: ['region', 'demographics.demo_104'],
    });
    expect(await current()).toMatchObject({
      firstName: 'Bob',
      countryCode: 'US',
      region: 'IL',
      demographics: { demo_101: 10101 },
    });
    const moved = await call<{ updateSiteUserProfile: Record<string, unknown> }>(update, {
      input: { countryCode: 'DE' },
    });
    expect(moved.data?.updateSiteUserProfile).toMatchObject({ countryCode: 'DE', region: null });
  });

  it('needs a session', async () => {
    expect((await s.gql(update, { input: { firstName: 'X' } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('favourites', () => {
  const add = `mutation($contentId: Int!) { addSiteUserFavorite(contentId: $contentId) { favoriteContent { id created } } }`;
  const remove = `mutation($contentId: Int!) { removeSiteUserFavorite(contentId: $contentId) { favoriteContent { id } } }`;

  it('adds public content of the tenant once, newest first, and removes it', async () => {
    const { article } = s.alpha;
    expect((await call(add, { contentId: article })).data).toEqual({
      addSiteUserFavorite: { favoriteContent: [{ id: article, created: time }] },
    });
    expect((await call(add, { contentId: article })).data).toEqual({
      addSiteUserFavorite: { favoriteContent: [{ id: article, created: time }] },
    });
    expect((await call(remove, { contentId: article })).data).toEqual({
      removeSiteUserFavorite: { favoriteContent: [] },
    });
  });

  it("refuses drafts and another tenant's content", async () => {
    expect((await call(add, { contentId: s.alpha.draft })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await call(add, { contentId: s.beta.article })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await current())?.favoriteContent).toEqual([]);
  });
});

describe('newsletters', () => {
  const subscribe = `mutation($newsletterId: String!, $promoCode: String) { subscribeSiteUserNewsletter(newsletterId: $newsletterId, promoCode: $promoCode) { newsletters } }`;
  const unsubscribe = `mutation($newsletterId: String!) { unsubscribeSiteUserNewsletter(newsletterId: $newsletterId) { newsletters } }`;

  it("subscribes to and unsubscribes from the site's enabled newsletters", async () => {
    expect((await call(subscribe, { newsletterId: 'weekly', promoCode: 'SPRING' })).data).toEqual({
      subscribeSiteUserNewsletter: { newsletters: ['weekly'] },
    });
    expect((await call(subscribe, { newsletterId: 'daily' })).data).toEqual({
      subscribeSiteUserNewsletter: { newsletters: ['daily', 'weekly'] },
    });
    expect((await call(unsubscribe, { newsletterId: 'weekly' })).data).toEqual({
      unsubscribeSiteUserNewsletter: { newsletters: ['daily'] },
    });
  });

  it('refuses newsletters the site does not have', async () => {
    expect((await call(subscribe, { newsletterId: 'monthly' })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: ['newsletterId'],
    });
    expect((await current())?.newsletters).toEqual([]);
  });
});

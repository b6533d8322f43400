import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { membershipOutageMessage } from '../outage.ts';
import {
  activeUserQuery,
  captcha,
  loginMutation,
  siteUsersScenario,
  type SiteUsersScenario,
} from './site-users-scenario.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

let s: SiteUsersScenario;
let token: string;

const switchOutage = async (disableOmeda: boolean) => {
  await insertSiteSettings(s.engine.db, {
    tenantKey: 'alpha',
    settings: { general: { siteName: 'alpha Weekly' }, systemOutage: { disableOmeda } },
  });
  s.engine.events.emit({ tenantKey: 'alpha', kind: 'settings', tags: [changeTags.settings], at: Date.now() });
  await s.engine.events.settled();
};

beforeAll(async () => {
  s = await siteUsersScenario();
  token = await s.login(s.alpha.member);
  await switchOutage(true);
});
afterAll(() => s.close());

describe('membership system outage (settings systemOutage.disableOmeda)', () => {
  it('counts the session as logged out', async () => {
    expect((await s.gql(activeUserQuery, {}, { siteUserToken: token })).data).toEqual({
      getActiveSiteUserWithNewsletters: null,
    });
  });

  it('refuses login, registration and account changes with a clear message', async () => {
    const calls = [
      s.gql(loginMutation, {
        input: { username: s.alpha.member.email, password: s.alpha.member.password, recaptchaToken: captcha },
      }),
      s.gql(`mutation($input: RequestRegisterSiteUserInput!) { requestRegisterSiteUser(input: $input) { ok } }`, {
        input: { email: 'x@reader.example', membershipId: s.alpha.free, countryCode: 'DE', recaptchaToken: captcha },
      }),
      s.gql(`mutation { registerSiteUser(input: { id: "x", password: "long-enough-1" }) { token } }`),
      s.gql(`mutation { addSiteUserFavorite(contentId: ${s.alpha.article}) { id } }`, {}, { siteUserToken: token }),
    ];
    for (const result of await Promise.all(calls)) {
      expect([result.status, result.errors?.[0]?.message, result.errors?.[0]?.extensions.code]).toEqual([
        503,
        membershipOutageMessage,
        'SERVICE_UNAVAILABLE',
      ]);
    }
    expect(membershipOutageMessage).toBe('The membership system is temporarily unavailable. Please try again later.');
  });

  it('leaves other tenants alone, still lets users log out, and ends with the setting', async () => {
    expect(await s.login(s.beta.member, { tenantKey: 'beta' })).toBeTruthy();
    await switchOutage(false);
    expect(
      (await s.gql(activeUserQuery, {}, { siteUserToken: token })).data?.getActiveSiteUserWithNewsletters,
    ).toMatchObject({ email: s.alpha.member.email });
    await switchOutage(true);
    expect((await s.gql('mutation { logoutSiteUser }', {}, { siteUserToken: token })).data).toEqual({
      logoutSiteUser: true,
    });
  });
});

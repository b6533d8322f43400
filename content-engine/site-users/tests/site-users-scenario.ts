import type { ParsedMail } from 'mailparser';
import { localCaptchaToken } from '../../captcha/index.ts';
import { createSmtpMailer } from '../../mail/index.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import {
  insertDemographics,
  insertMembership,
  insertSiteUser,
  siteGql,
  type SiteCallOptions,
  type SiteUserFixture,
} from '../../testing/fixtures-site-users.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import type { Clock } from '../../core/clock.ts';

/*
 * Two tenants, alpha and beta, each with a free membership (names, country and two questions
 * required), a paid one (company and postal code too) and an inactive one, the demo questions,
 * two newsletters, a public and a draft article, and an active member holding the paid
 * membership. Mail goes over SMTP to a server in this process.
 */

export interface TenantScenario {
  key: string;
  free: number;
  paid: number;
  inactive: number;
  article: number;
  draft: number;
  member: SiteUserFixture;
}

export interface SiteUsersScenario {
  engine: TestEngine;
  smtp: SmtpTestServer;
  alpha: TenantScenario;
  beta: TenantScenario;
  /** GraphQL on alpha unless the options say otherwise. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: SiteCallOptions,
  ): ReturnType<typeof siteGql<T>>;
  /** The `?id=` hash of the link in an e-mail. */
  linkId(mail: ParsedMail, path: string): string;
  /** Logs in through the API; returns the session token. */
  login(user: { username: string; password: string }, options?: SiteCallOptions): Promise<string>;
  close(): Promise<void>;
}

export const captcha = localCaptchaToken;

async function buildTenant(engine: TestEngine, key: string): Promise<TenantScenario> {
  const { db } = engine;
  await insertTenant(db, { key, domains: [`www.${key}.example`, `${key}.localhost`] });
  await insertSiteSettings(db, {
    tenantKey: key,
    settings: {
      general: { siteName: `${key} Weekly`, rootDomain: `${key}.example` },
      newsletters: {
        enabledNewsletters: [
          { id: 'daily', title: 'Daily', omedaProductId: 11 },
          { id: 'weekly', title: 'Weekly', omedaProductId: 12 },
        ],
      },
    },
  });
  await insertDemographics(db, key);
  const free = await insertMembership(db, {
    tenantKey: key,
    alias: 'free',
    common: ['firstName', 'lastName', 'countryCode'],
    demographics: [101, 102],
    additional: [103],
  });
  const paid = await insertMembership(db, {
    tenantKey: key,
    alias: 'insider',
    isFree: false,
    omedaProduct: `${key.toUpperCase()}PAID`,
    common: ['firstName', 'lastName', 'company', 'postalCode'],
    demographics: [101, 104],
  });
  const inactive = await insertMembership(db, { tenantKey: key, alias: 'retired', status: 0 });
  const article = await insertContent(db, { tenantKey: key, name: `${key} public story` });
  const draft = await insertContent(db, { tenantKey: key, name: `${key} draft story`, status: 2 });
  const member = await insertSiteUser(db, { tenantKey: key, email: `member@${key}.example`, memberships: [paid] });
  return { key, free, paid, inactive, article, draft, member };
}

export async function siteUsersScenario({ now }: { now?: Clock } = {}): Promise<SiteUsersScenario> {
  const smtp = await startSmtpTestServer();
  const engine = await createTestEngine({ now, ports: { mail: createSmtpMailer(smtp.url) } });
  const alpha = await buildTenant(engine, 'alpha');
  const beta = await buildTenant(engine, 'beta');
  const gql: SiteUsersScenario['gql'] = (query, variables, options) =>
    siteGql(engine, query, variables, { tenantKey: 'alpha', ...options });
  return {
    engine,
    smtp,
    alpha,
    beta,
    gql,
    linkId(mail, path) {
      const match = new RegExp(`https?://[^/\\s]+${path.replace(/[/]/g, '\\/')}\\?id=([^\\s"&<]+)`).exec(
        mail.text ?? '',
      );
      if (!match?.[1]) throw new Error(`No ${path} link in: ${mail.text}`);
      return decodeURIComponent(match[1]);
    },
    async login(user, options) {
      const result = await gql<{ loginSiteUser: { token: string } }>(
        loginMutation,
        { input: { username: user.username, password: user.password, recaptchaToken: captcha } },
        options,
      );
      if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
      return result.data.loginSiteUser.token;
    },
    async close() {
      await engine.close();
      await smtp.close();
    },
  };
}

export const userFields =
  'id email username firstName lastName company title city postalCode region countryCode hashedId emails memberships newsletters favoriteContent { id created } hasPaid missingMemberships isSimulated demographics';

export const loginMutation = `mutation($input: LoginSiteUserInput!) { loginSiteUser(input: $input) { token expires userInfo { ${userFields} } } }`;
export const activeUserQuery = `query { getActiveSiteUserWithNewsletters { ${userFields} } }`;

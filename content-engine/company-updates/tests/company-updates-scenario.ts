import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { vi } from 'vitest';
import { localCaptchaToken } from '../../captcha/index.ts';
import { createSmtpMailer } from '../../mail/index.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { siteGql, type SiteCallOptions } from '../../testing/fixtures-site-users.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * Three sites: alpha and beta have company updates on (alpha's editors are told at
 * editors@alpha.example), gamma has them off. Each has a company; alpha's has a profile. Mail
 * goes over SMTP to a server in this process; the clock can be moved.
 */

export const captcha = localCaptchaToken;
export const notifyAddress = 'editors@alpha.example';

export interface CompanyUpdatesScenario {
  engine: TestEngine;
  smtp: SmtpTestServer;
  clock: { now: number };
  companies: { alpha: number; beta: number; gamma: number };
  tokens: { alphaEditor: string; betaEditor: string; viewer: string; admin: string };
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: SiteCallOptions,
  ): ReturnType<typeof siteGql<T>>;
  /** The token of the /company-update/ link in an e-mail. */
  linkToken(mail: ParsedMail): string;
  close(): Promise<void>;
}

export const pngLogo = async () =>
  (
    await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer()
  ).toString('base64');

/** `site: true` mounts the Astro site, so the public page can be requested by Host. */
export async function companyUpdatesScenario({ site = false } = {}): Promise<CompanyUpdatesScenario> {
  const filesDir = mkdtempSync(join(tmpdir(), 'masthead-company-updates-'));
  vi.stubEnv('FILES_DIR', filesDir);
  const smtp = await startSmtpTestServer();
  const clock = { now: Date.now() };
  const engine = await createTestEngine({ site, now: () => clock.now, ports: { mail: createSmtpMailer(smtp.url) } });
  const { db } = engine;
  const companies = { alpha: 0, beta: 0, gamma: 0 };
  for (const key of ['alpha', 'beta', 'gamma'] as const) {
    await insertTenant(db, { key, domains: [`www.${key}.example`, `${key}.localhost`] });
    await insertSiteSettings(db, {
      tenantKey: key,
      settings: {
        general: { siteName: `${key} Weekly` },
        companyUpdate: { enabled: key !== 'gamma', notificationEmails: key === 'alpha' ? [notifyAddress] : [] },
      },
    });
    companies[key] = await insertContent(db, {
      tenantKey: key,
      type: 'Company',
      name: `${key} Trucks`,
      body: '<p>Old description.</p>',
    });
  }
  await db('content')
    .where({ id: companies.alpha })
    .update({
      link_url: 'https://old.example.com',
      address: JSON.stringify({
        address1: '1 Old Road',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60601',
        country: 'US',
      }),
      metadata: JSON.stringify({ phone: '+1 312 555 0100', aiCategory: 'kept' }),
    });
  const tokens = {
    alphaEditor: await cmsToken(engine, { username: 'alpha-editor', tenants: ['alpha'] }),
    betaEditor: await cmsToken(engine, { username: 'beta-editor', tenants: ['beta'] }),
    viewer: await cmsToken(engine, { username: 'alpha-viewer', role: 'viewer', tenants: ['alpha'] }),
    admin: await cmsToken(engine, { username: 'global-admin', role: 'administrator', isGlobal: true }),
  };
  return {
    engine,
    smtp,
    clock,
    companies,
    tokens,
    gql: (query, variables, options) => siteGql(engine, query, variables, { tenantKey: 'alpha', ...options }),
    linkToken(mail) {
      const match = /\/company-update\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
      if (!match?.[1]) throw new Error(`No company update link in: ${mail.text}`);
      return match[1];
    },
    async close() {
      await engine.close();
      await smtp.close();
      rmSync(filesDir, { recursive: true, force: true });
      vi.unstubAllEnvs();
    },
  };
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCaptchaKey, localCaptchaToken } from '../captcha/index.ts';
import { fallbackFrom } from '../core/mailer.ts';
import {
  createCaptcha,
  createMailer,
  createMembershipProvider,
  enginePortsFromEnv,
  resolverFromEnv,
} from './engine-ports.ts';

const table = {
  reverse: { '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'] },
  forward: { 'Crawl-66-249-66-1.googlebot.com.': ['66.249.66.1'] },
};

describe('mailer from the environment', () => {
  it('is the local mailer unless SMTP_URL is set', () => {
    expect('sent' in createMailer({ MAIL_DIR: '/tmp/unused' })).toBe(true);
    expect('sent' in createMailer({ SMTP_URL: 'smtp://localhost:2525' })).toBe(false);
  });

  it('sends from MAIL_FROM, else the fallback sender', () => {
    expect(createMailer({ MAIL_DIR: '/tmp/unused' }).defaultFrom).toBe(fallbackFrom);
    expect(createMailer({ SMTP_URL: 'smtp://localhost:2525', MAIL_FROM: 'A <a@x.com>' }).defaultFrom).toBe(
      'A <a@x.com>',
    );
  });
});

describe('captcha from the environment', () => {
  it('uses the local test provider unless both reCAPTCHA keys are set', () => {
    expect(createCaptcha({}).siteKey).toBe(localCaptchaKey);
    expect(createCaptcha({ RECAPTCHA_SITE_KEY: 'k' }).name).toBe('local');
    expect(createCaptcha({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's' })).toMatchObject({
      name: 'recaptcha',
      siteKey: 'k',
    });
  });

  it('lets the local provider pass only its test token', async () => {
    const local = createCaptcha({});
    expect(await local.verify({ token: localCaptchaToken })).toBe(true);
    expect(await local.verify({ token: 'anything else' })).toBe(false);
  });
});

describe('membership provider from the environment', () => {
  it('is Omeda only when the app and input ids are configured', () => {
    expect(createMembershipProvider({}).name).toBe('embedded');
    expect(createMembershipProvider({ OMEDA_APP_ID: 'a' }).name).toBe('embedded');
    expect(createMembershipProvider({ OMEDA_APP_ID: 'a', OMEDA_INPUT_ID: 'b' }).name).toBe('omeda');
  });
});

describe('resolverFromEnv', () => {
  it('reads a DNS table given inline', async () => {
    const dns = resolverFromEnv({ CRAWLER_DNS: JSON.stringify(table) });
    expect(await dns.lookup('crawl-66-249-66-1.googlebot.com')).toEqual(['66.249.66.1']);
  });

  it('reads a DNS table from a JSON file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'crawler-dns-')), 'dns.json');
    writeFileSync(file, JSON.stringify(table));
    expect(await resolverFromEnv({ CRAWLER_DNS: file }).reverse('66.249.66.1')).toEqual([
      'crawl-66-249-66-1.googlebot.com',
    ]);
  });

  it('uses the system resolver without CRAWLER_DNS', () => {
    expect(resolverFromEnv({})).toMatchObject({ reverse: expect.any(Function), lookup: expect.any(Function) });
    expect(resolverFromEnv({ CRAWLER_DNS: '  ' })).toMatchObject({ reverse: expect.any(Function) });
  });

  it('refuses a CRAWLER_DNS that is not a DNS table', () => {
    expect(() => resolverFromEnv({ CRAWLER_DNS: '{"reverse": {}}' })).toThrow(/CRAWLER_DNS/);
    expect(() => resolverFromEnv({ CRAWLER_DNS: '{not json' })).toThrow();
    expect(() => resolverFromEnv({ CRAWLER_DNS: '/nonexistent/dns.json' })).toThrow();
  });
});

describe('enginePortsFromEnv', () => {
  it('builds every service, the local ones by default', () => {
    expect(enginePortsFromEnv({}, { db: {} as never })).toMatchObject({
      mail: { defaultFrom: fallbackFrom },
      captcha: { name: 'local' },
      membershipProvider: { name: 'embedded' },
      dns: { reverse: expect.any(Function) },
      feedFetcher: { fetch: expect.any(Function) },
      recommender: { source: 'local' },
      youtube: { source: 'local' },
    });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import { icoFile } from '../../testing/ico-file.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';

type Mutation = 'updateSiteSettings' | 'updateSiteSettingsGroup';
type Favicon = SiteSettings['general']['favicon'];

let suite: WriteSuite<Mutation>;
let filesDir: string;
const tokens = { admin: '', betaAdmin: '' };

/** Uploads a file to a tenant's media library through uploadAsset (GraphQL multipart); returns its src. */
async function upload(name: string, data: Buffer, { tenantKey = 'alpha', token = tokens.admin } = {}) {
  const form = new FormData();
  const query = await operationDocument('mutation/asset/uploadAsset');
  form.append('operations', JSON.stringify({ query, variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(data)], { type: 'image/x-icon' }), name);
  const response = await suite.engine.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'tenant-key': tenantKey, authorization: `Bearer ${token}` },
    payload: form,
  });
  const body = response.json<{ data?: { uploadAsset: { src: string } }; errors?: { message: string }[] }>();
  expect(body.errors).toBeUndefined();
  return body.data!.uploadAsset.src;
}

const general = (favicon: Partial<Favicon> | string) => ({
  siteName: 'Alpha',
  supportedContentTypes: ['Article'],
  favicon,
});
const saveGeneral = (favicon: Partial<Favicon> | string, tenantKey = 'alpha') =>
  suite.mutate<{ payload: SiteSettings }>(
    'updateSiteSettingsGroup',
    { group: 'general', value: general(favicon) },
    { token: tenantKey === 'alpha' ? tokens.admin : tokens.betaAdmin, tenantKey },
  );

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-favicons-'));
  vi.stubEnv('FILES_DIR', filesDir);
  suite = await createWriteSuite('siteSettings', ['updateSiteSettings', 'updateSiteSettingsGroup']);
  await insertSiteSettings(suite.engine.db, { tenantKey: 'alpha', settings: { general: { siteName: 'Alpha' } } });
  tokens.admin = await cmsToken(suite.engine, { username: 'admin', role: 'administrator', tenants: ['alpha'] });
  tokens.betaAdmin = await cmsToken(suite.engine, { username: 'beta-admin', role: 'administrator', tenants: ['beta'] });
});
afterAll(async () => {
  await suite.engine.close();
  rmSync(filesDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('the favicon rule (spec admin §5), checked on the stored file', () => {
  it('accepts a square .ico of the media library and records the size read from the file', async () => {
    const src = await upload(
      'favicon.ico',
      icoFile([
        [48, 48],
        [16, 16],
      ]),
    );
    const { value, errors } = await saveGeneral({ src, width: 7, height: 7 });
    expect(errors).toBeUndefined();
    expect(value?.payload.general.favicon).toEqual({ src, width: 48, height: 48 });
  });

  it('refuses an .ico that is not square, whatever size the client claims, and keeps the stored favicon', async () => {
    const before = (await saveGeneral('')).value!.payload.general.favicon;
    const src = await upload('wide.ico', icoFile([[32, 16]]));
    for (const favicon of [src, { src, width: 32, height: 32 }]) {
      const { code, message } = await saveGeneral(favicon);
      expect(code).toBe('BAD_USER_INPUT');
      expect(message).toBe('Invalid input. value.favicon.src: Favicon must be square');
    }
    const tall = await upload(
      'mixed.ico',
      icoFile([
        [16, 16],
        [32, 64],
      ]),
    );
    expect((await saveGeneral(tall)).message).toBe('Invalid input. value.favicon.src: Favicon must be square');
    const whole = await suite.mutate(
      'updateSiteSettings',
      {
        payload: {
          general: general(src),
          contentStyle: { defaultContentTypes: ['Article'] },
          googleAdManager: { basePath: 'alpha' },
        },
      },
      { token: tokens.admin },
    );
    expect(whole.message).toBe('Invalid input. payload.general.favicon.src: Favicon must be square');
    const stored = await suite.engine.gql<{ getSiteSettingsPayload: { payload: SiteSettings } }>(
      '{ getSiteSettingsPayload { payload } }',
      {},
      { tenantKey: 'alpha' },
    );
    expect(stored.data!.getSiteSettingsPayload.payload.general.favicon).toEqual(before);
  });

  it('refuses a file that is not an .ico, and an .ico that is not in the tenant’s library', async () => {
    expect((await saveGeneral('/files/alpha/logo.png')).message).toBe(
      'Invalid input. value.favicon.src: Favicon must be an .ico file',
    );
    expect((await saveGeneral('/files/alpha/2026/01/nowhere.ico')).message).toBe(
      'Invalid input. value.favicon.src: Favicon must be an .ico file of the media library',
    );
    const betaIcon = await upload('beta.ico', icoFile([[32, 32]]), { tenantKey: 'beta', token: tokens.betaAdmin });
    expect((await saveGeneral(betaIcon)).message).toBe(
      'Invalid input. value.favicon.src: Favicon must be an .ico file of the media library',
    );
  });

  it('keeps the measured size of an unchanged favicon when other general fields change', async () => {
    const src = await upload('square.ico', icoFile([[64, 64]]));
    await saveGeneral(src);
    const { value } = await saveGeneral({ src, width: 10, height: 10 });
    expect(value?.payload.general.favicon).toEqual({ src, width: 64, height: 64 });
  });
});

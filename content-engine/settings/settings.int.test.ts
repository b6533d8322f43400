import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../testing/fixtures.ts';
import { insertSiteSettings } from '../testing/fixtures-settings.ts';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { toJson } from '../core/rows.ts';
import { loadSiteSettings } from '../core/site-settings-reader.ts';
import { saveSiteSettings } from './queries.ts';

const query = /* GraphQL */ `
  query getSiteSettingsPayload {
    getSiteSettingsPayload {
      tenantKey
      updated
      payload
    }
  }
`;

interface Result {
  getSiteSettingsPayload: {
    tenantKey: string;
    updated: number | null;
    payload: {
      general: { siteName: string };
      header: { logoHeight: number };
      googleAdManager: { basePath: string };
      useNewDesign: boolean;
    };
  };
}

describe('site settings', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await createTestEngine();
    await insertTenant(engine.db, { key: 'alpha', name: 'Alpha Trucking' });
    await insertTenant(engine.db, { key: 'beta', name: 'Beta Plants' });
    await insertTenant(engine.db, { key: 'gamma', name: 'Gamma Health' });
    await insertSiteSettings(engine.db, {
      tenantKey: 'alpha',
      settings: {
        general: { siteName: 'Alpha' },
        header: { logoHeight: 42 },
        googleAdManager: { basePath: 'alpha' },
        useNewDesign: true,
      },
      updated: 1_700_000_000_000,
    });
    await insertSiteSettings(engine.db, {
      tenantKey: 'beta',
      settings: { general: { siteName: 'Beta' }, googleAdManager: { basePath: 'beta' } },
    });
  });

  afterAll(() => engine.close());

  it('returns the tenant’s whole document with its key and save time', async () => {
    const { status, data } = await engine.gql<Result>(query, {}, { tenantKey: 'alpha' });
    expect(status).toBe(200);
    const result = data!.getSiteSettingsPayload;
    expect(result.tenantKey).toBe('alpha');
    expect(result.updated).toBe(1_700_000_000_000);
    expect(result.payload.general.siteName).toBe('Alpha');
    expect(result.payload.header.logoHeight).toBe(42);
    expect(result.payload.useNewDesign).toBe(true);
  });

  it('never returns another tenant’s settings', async () => {
    const alpha = await engine.gql<Result>(query, {}, { tenantKey: 'alpha' });
    const beta = await engine.gql<Result>(query, {}, { tenantKey: 'beta' });
    expect(beta.data!.getSiteSettingsPayload.payload.general.siteName).toBe('Beta');
    expect(beta.data!.getSiteSettingsPayload.payload.googleAdManager.basePath).toBe('beta');
    expect(alpha.data!.getSiteSettingsPayload.payload.googleAdManager.basePath).toBe('alpha');
  });

  it('gives a tenant without a document complete defaults named after it', async () => {
    const { data } = await engine.gql<Result>(query, {}, { tenantKey: 'gamma' });
    const result = data!.getSiteSettingsPayload;
    expect(result.updated).toBeNull();
    expect(result.payload.general.siteName).toBe('Gamma Health');
    expect(result.payload.googleAdManager.basePath).toBe('gamma');
    expect(result.payload.header.logoHeight).toBe(35);
  });

  it('needs a tenant', async () => {
    const { errors } = await engine.gql(query);
    expect(errors?.[0]?.extensions.code).toBe('TENANT_REQUIRED');
  });

  it('loads parsed settings for other code and keeps tenants apart', async () => {
    expect((await loadSiteSettings(engine.db, 'alpha')).general.siteName).toBe('Alpha');
    expect((await loadSiteSettings(engine.db, 'beta')).general.siteName).toBe('Beta');
  });

  it('replaces the whole document on save', async () => {
    await saveSiteSettings(engine.db, {
      tenantKey: 'gamma',
      settings: {
        general: { siteName: 'Gamma', supportedContentTypes: ['Article'] },
        contentStyle: { defaultContentTypes: ['Article'] },
        googleAdManager: { basePath: 'gamma' },
      },
      now: 5,
    });
    await saveSiteSettings(engine.db, {
      tenantKey: 'gamma',
      settings: {
        general: { siteName: 'Gamma 2', supportedContentTypes: ['News'] },
        contentStyle: { defaultContentTypes: ['News'] },
        googleAdManager: { basePath: 'gamma' },
      },
      now: 6,
    });
    const settings = await loadSiteSettings(engine.db, 'gamma');
    expect(settings.general).toMatchObject({ siteName: 'Gamma 2', supportedContentTypes: ['News'] });
    expect(await engine.db('site_settings').where({ tenant_key: 'gamma' })).toHaveLength(1);
  });

  it('reports a stored document that breaks the rules as an internal error', async () => {
    await insertTenant(engine.db, { key: 'broken' });
    await engine
      .db('site_settings')
      .insert({ tenant_key: 'broken', payload: toJson({ header: { logoHeight: 99 } }), updated: 1 });
    const { errors } = await engine.gql(query, {}, { tenantKey: 'broken' });
    expect(errors?.[0]?.extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });
});

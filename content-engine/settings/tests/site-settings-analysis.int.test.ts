import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { devToolTokens, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/* Dev tool /admin/ss-analysis: which settings each site sets away from the platform defaults. */

interface Analysis {
  sites: { key: string; name: string; useNewDesign: boolean; modules: string[]; updated: number | null }[];
  settings: { key: string; defaultValue: string | null; values: (string | null)[]; differingSites: number }[];
}

let engine: TestEngine;
let document: string;
const tokens = { admin: '', alphaDeveloper: '', editor: '' };
const saved = 1_790_000_000_000;

const analyse = async (input: unknown, token = tokens.admin, tenantKey = 'alpha') => {
  const result = await engine.gql<{ getSiteSettingsAnalysis: Analysis }>(document, { input }, { token, tenantKey });
  return { value: result.data?.getSiteSettingsAnalysis, code: result.errors?.[0]?.extensions.code };
};

beforeAll(async () => {
  engine = await createTestEngine();
  document = await operationDocument('query/layoutAnalysis/getSiteSettingsAnalysis');
  await insertTenant(engine.db, { key: 'alpha', name: 'Alpha', modules: ['magazine', 'search'] });
  await insertTenant(engine.db, { key: 'beta', name: 'Beta', modules: [] });
  await insertSiteSettings(engine.db, {
    tenantKey: 'alpha',
    settings: { header: { logoHeight: 40 }, useNewDesign: true, general: { siteName: 'Alpha News' } },
    updated: saved,
  });
  Object.assign(tokens, await devToolTokens(engine));
});
afterAll(() => engine.close());

describe('site settings analysis', () => {
  it('lists every key some site sets away from the default, with each site’s value, design and modules', async () => {
    const { value } = await analyse({});
    expect(value!.sites).toEqual([
      { key: 'alpha', name: 'Alpha', useNewDesign: true, modules: ['magazine', 'search'], updated: saved },
      { key: 'beta', name: 'Beta', useNewDesign: false, modules: [], updated: null },
    ]);
    // Beta has no settings row: it runs on the defaults a tenant gets (its name, its key as ad base path).
    expect(value!.settings).toEqual([
      { key: 'general.siteName', defaultValue: '""', values: ['"Alpha News"', '"Beta"'], differingSites: 2 },
      { key: 'googleAdManager.basePath', defaultValue: '"default"', values: [null, '"beta"'], differingSites: 1 },
      { key: 'header.logoHeight', defaultValue: '35', values: ['40', null], differingSites: 1 },
      { key: 'useNewDesign', defaultValue: 'false', values: ['true', null], differingSites: 1 },
    ]);
  });

  it('filters by key and by site', async () => {
    const { value } = await analyse({ search: 'LOGO', sites: ['alpha'] });
    expect(value!.sites.map((s) => s.key)).toEqual(['alpha']);
    expect(value!.settings).toEqual([
      { key: 'header.logoHeight', defaultValue: '35', values: ['40'], differingSites: 1 },
    ]);
  });

  it('shows a site-specific developer their sites only, and needs manage_modules', async () => {
    const { value } = await analyse({}, tokens.alphaDeveloper);
    expect(value!.sites.map((s) => s.key)).toEqual(['alpha']);
    expect(JSON.stringify(value)).not.toContain('beta');
    expect((await analyse({ sites: ['beta'] }, tokens.alphaDeveloper)).code).toBe('FORBIDDEN');
    expect((await analyse({}, tokens.alphaDeveloper, 'beta')).code).toBe('FORBIDDEN');
    expect((await analyse({}, tokens.editor)).code).toBe('FORBIDDEN');
  });
});

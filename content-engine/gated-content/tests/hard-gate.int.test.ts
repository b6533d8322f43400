import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import type { EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { getContent } from '../../content/operations/get-content.ts';
import { getWebsiteLayoutPage } from '../../layouts/operations/get-website-layout-page.ts';
import { insertContent } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import type { Tenant } from '../../core/tenant.ts';
import { getGatedContentBody } from '../operations/get-gated-content-body.ts';
import { tags } from '../../core/change-tags.ts';

let engine: TestEngine;
let alpha: TenantFixture;
let tenant: Tenant;
let gatedId: number;
let gatedPath: string;
const body = ['<p>Ungated one.</p>', '<p>Ungated two.</p>', '<p>Members three.</p>', '<p>Members four.</p>'].join('');

beforeAll(async () => {
  engine = await createTestEngine();
  alpha = await buildTenant(engine.db, 'alpha');
  await buildTenant(engine.db, 'beta');
  for (const tenantKey of ['alpha', 'beta'])
    await insertSiteSettings(engine.db, { tenantKey, settings: { memberships: { allowIpGating: true } } });
  tenant = (await findTenantByKey(engine.db, 'alpha'))!;
  const [membership] = await engine
    .db('memberships')
    .insert({
      tenant_key: 'alpha',
      title: 'Insider',
      alias: 'insider',
      status: 1,
      is_free: false,
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  const membershipId = typeof membership === 'object' ? membership.id : membership;
  gatedId = await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Members story',
    body,
    membershipIds: [Number(membershipId)],
    primarySectionId: alpha.sections.news,
  });
  gatedPath = (await engine.db('content').where({ id: gatedId }).first('canonical_path')).canonical_path;
  const now = Date.now();
  await engine.db('site_licenses').insert({
    tenant_key: 'alpha',
    company_name: 'Acme',
    ip_ranges: JSON.stringify(['198.51.100.0/24']),
    status: 'active',
    created: now,
    updated: now,
  });
  await engine.db('site_licenses').insert({
    tenant_key: 'beta',
    company_name: 'Beta Corp',
    ip_ranges: JSON.stringify(['203.0.113.0/24']),
    status: 'active',
    created: now,
    updated: now,
  });
});
afterAll(() => engine.close());

/** Tells the settings memo that alpha's settings changed, as a settings write does. */
async function settingsChanged(ctx: EngineContext) {
  emitChange(ctx, 'alpha', 'settings', [tags.settings]);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a membership-gated body', () => {
  it('stops after its ungated paragraphs for the public, over GraphQL and in page data', async () => {
    const { data } = await engine.gql<{ getContent: { body: string; bodyIsPartial: boolean } }>(
      `{ getContent(input: { id: ${gatedId} }) { body bodyIsPartial } }`,
      {},
      { tenantKey: 'alpha' },
    );
    expect(data?.getContent).toEqual({ body: '<p>Ungated one.</p><p>Ungated two.</p>', bodyIsPartial: true });
    const page = await getWebsiteLayoutPage({
      ctx: engine.context({ tenant }),
      input: { alias: gatedPath, useCache: true },
    });
    expect(JSON.stringify(page.pageData)).not.toContain('Members three');
  });

  it('is whole for editors of the tenant and for verified crawlers, who never fill the shared page cache', async () => {
    const token = await cmsToken(engine, { username: 'gate-editor', isGlobal: true });
    const { data } = await engine.gql<{ getContent: { body: string; bodyIsPartial: boolean } }>(
      `{ getContent(input: { id: ${gatedId} }) { body bodyIsPartial } }`,
      {},
      { tenantKey: 'alpha', token },
    );
    expect(data?.getContent).toEqual({ body, bodyIsPartial: false });
    const crawled = await getWebsiteLayoutPage({
      ctx: engine.context({ tenant, verifiedCrawler: true }),
      input: { alias: gatedPath, useCache: true },
    });
    expect(JSON.stringify(crawled.pageData)).toContain('Members four');
    const publicPage = await getWebsiteLayoutPage({
      ctx: engine.context({ tenant }),
      input: { alias: gatedPath, useCache: true },
    });
    expect(JSON.stringify(publicPage.pageData)).not.toContain('Members four');
  });

  it('keeps builds (system work) to the cut body', async () => {
    const node = await getContent({ ctx: engine.context({ tenant, system: true }), input: { id: gatedId } });
    expect(node.body).not.toContain('Members three');
  });
});

describe('getGatedContentBody', () => {
  it('refuses an anonymous visitor', async () => {
    expect(
      await getGatedContentBody({ ctx: engine.context({ tenant, ip: '192.0.2.1' }), input: { contentId: gatedId } }),
    ).toEqual({ status: 'failed', html: null });
  });

  it('answers the rest to an address the tenant licenses, and only that tenant', async () => {
    expect(
      await getGatedContentBody({
        ctx: engine.context({ tenant, ip: '198.51.100.20' }),
        input: { contentId: gatedId },
      }),
    ).toEqual({ status: 'passed', html: '<p>Members three.</p><p>Members four.</p>' });
    expect(
      (await getGatedContentBody({ ctx: engine.context({ tenant, ip: '203.0.113.5' }), input: { contentId: gatedId } }))
        .status,
    ).toBe('failed');
  });

  it('ignores licences where the site does not allow IP gating', async () => {
    await insertSiteSettings(engine.db, {
      tenantKey: 'alpha',
      settings: { memberships: { allowIpGating: false } },
      updated: Date.now() + 1,
    });
    const ctx = engine.context({ tenant, ip: '198.51.100.20' });
    await settingsChanged(ctx);
    expect((await getGatedContentBody({ ctx, input: { contentId: gatedId } })).status).toBe('failed');
    await insertSiteSettings(engine.db, {
      tenantKey: 'alpha',
      settings: { memberships: { allowIpGating: true } },
      updated: Date.now() + 2,
    });
    await settingsChanged(ctx);
  });

  it("does not find another tenant's content", async () => {
    const beta = (await findTenantByKey(engine.db, 'beta'))!;
    await expect(
      getGatedContentBody({ ctx: engine.context({ tenant: beta, ip: '203.0.113.5' }), input: { contentId: gatedId } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejects a malformed content id', async () => {
    await expect(
      getGatedContentBody({ ctx: engine.context({ tenant }), input: { contentId: 'x' } }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

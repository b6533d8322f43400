import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes, standardContentTypes } from '../../content-engine/shared/content-types.ts';
import { gridSchema } from '../../content-engine/shared/schemas/grid.ts';
import { siteSettingsSchema } from '../../content-engine/shared/schemas/site-settings.ts';
import { loadSiteSettings } from '../../content-engine/core/site-settings-reader.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { verifyPassword } from '../../content-engine/credentials/passwords.ts';
import { demoMemberPassword } from './generate/site-users.ts';
import { isDatabaseEmpty, seedDemo, type SeedSummary } from './seed-demo.ts';
import { seedScale } from './seed-scale.ts';
import { newsletterTemplatePayloadSchema } from '../../content-engine/shared/newsletters/template-schema.ts';
import { newsletterAdPayloadSchema } from '../../content-engine/shared/newsletters/ad-schema.ts';

const now = Date.UTC(2026, 10, 20, 15, 0, 0);
const brandTenants = ['fleetowner', 'plantservices', 'healthcareit'];

/** A digest of the rows that make up the demo content, in a stable order. */
async function contentDigest(db: Knex): Promise<string> {
  const hash = createHash('sha256');
  const tables: [string, string[], string[]][] = [
    [
      'content',
      [
        'id',
        'tenant_key',
        'type',
        'status',
        'name',
        'canonical_path',
        'published',
        'expires',
        'teaser',
        'primary_section_id',
        'company_id',
      ],
      ['id'],
    ],
    ['website_sections', ['id', 'tenant_key', 'alias', 'parent_id'], ['id']],
    ['website_schedules', ['content_id', 'section_id', 'option', 'start_date'], ['content_id', 'section_id', 'option']],
    ['content_images', ['content_id', 'asset_id', 'position'], ['content_id', 'asset_id']],
    ['layouts', ['id', 'tenant_key', 'name', 'primary_grid'], ['id']],
    ['site_settings', ['tenant_key', 'payload'], ['tenant_key']],
    ['newsletter_templates', ['id', 'tenant_key', 'payload'], ['id']],
    ['newsletter_campaigns', ['id', 'tenant_key', 'template_id', 'date', 'status', 'block_items', 'sent_at'], ['id']],
    ['newsletter_ads', ['id', 'tenant_key', 'payload'], ['id']],
    ['newsletter_subscribers', ['tenant_key', 'email', 'newsletter_id'], ['tenant_key', 'email', 'newsletter_id']],
  ];
  for (const [table, columns, order] of tables) {
    for (const row of await db(table).select(columns).orderBy(order))
      hash.update(JSON.stringify(columns.map((c) => (row[c] === null ? null : String(row[c])))));
  }
  return hash.digest('hex');
}

/** Rows linking one tenant's data to another tenant's: every query must find none. */
const crossTenantChecks: [string, string][] = [
  [
    'content → primary section',
    'SELECT c.id FROM content c JOIN website_sections s ON s.id = c.primary_section_id WHERE s.tenant_key <> c.tenant_key',
  ],
  [
    'content → primary image',
    'SELECT c.id FROM content c JOIN assets a ON a.id = c.primary_image_id WHERE a.tenant_key <> c.tenant_key',
  ],
  [
    'content → company',
    'SELECT c.id FROM content c JOIN content o ON o.id = c.company_id WHERE o.tenant_key <> c.tenant_key',
  ],
  [
    'content → layout',
    'SELECT c.id FROM content c JOIN layouts l ON l.id = c.layout_id WHERE l.tenant_key <> c.tenant_key',
  ],
  [
    'authors',
    'SELECT x.content_id FROM content_authors x JOIN content c ON c.id = x.content_id JOIN persons p ON p.id = x.person_id WHERE p.tenant_key <> c.tenant_key',
  ],
  [
    'images',
    'SELECT x.content_id FROM content_images x JOIN content c ON c.id = x.content_id JOIN assets a ON a.id = x.asset_id WHERE a.tenant_key <> c.tenant_key',
  ],
  [
    'taxonomy',
    'SELECT x.content_id FROM content_taxonomy x JOIN content c ON c.id = x.content_id JOIN taxonomy t ON t.id = x.taxonomy_id WHERE t.tenant_key <> c.tenant_key',
  ],
  [
    'contacts',
    'SELECT x.content_id FROM content_contacts x JOIN content c ON c.id = x.content_id JOIN contacts k ON k.id = x.contact_id WHERE k.tenant_key <> c.tenant_key',
  ],
  [
    'relations',
    'SELECT x.content_id FROM content_relations x JOIN content c ON c.id = x.content_id JOIN content r ON r.id = x.related_id WHERE r.tenant_key <> c.tenant_key',
  ],
  [
    'schedules',
    'SELECT w.id FROM website_schedules w JOIN content c ON c.id = w.content_id JOIN website_sections s ON s.id = w.section_id WHERE c.tenant_key <> w.tenant_key OR s.tenant_key <> w.tenant_key',
  ],
  [
    'issues',
    'SELECT x.content_id FROM content_issues x JOIN content c ON c.id = x.content_id JOIN magazine_issues i ON i.id = x.issue_id LEFT JOIN magazine_sections m ON m.id = x.section_id WHERE i.tenant_key <> c.tenant_key OR m.tenant_key <> c.tenant_key',
  ],
  [
    'issue → publication',
    'SELECT i.id FROM magazine_issues i JOIN magazine_publications p ON p.id = i.publication_id WHERE p.tenant_key <> i.tenant_key',
  ],
  [
    'issue → cover',
    'SELECT i.id FROM magazine_issues i JOIN assets a ON a.id = i.cover_image_id WHERE a.tenant_key <> i.tenant_key',
  ],
  [
    'section → parent',
    'SELECT s.id FROM website_sections s JOIN website_sections p ON p.id = s.parent_id WHERE p.tenant_key <> s.tenant_key',
  ],
  [
    'person → image',
    'SELECT p.id FROM persons p JOIN assets a ON a.id = p.image_id WHERE a.tenant_key <> p.tenant_key',
  ],
  [
    'newsletter campaign → template',
    'SELECT c.id FROM newsletter_campaigns c JOIN newsletter_templates t ON t.id = c.template_id WHERE t.tenant_key <> c.tenant_key',
  ],
  [
    'newsletter content schedule → content and template',
    'SELECT s.id FROM newsletter_content_schedules s JOIN content c ON c.id = s.content_id JOIN newsletter_templates t ON t.id = s.template_id WHERE c.tenant_key <> s.tenant_key OR t.tenant_key <> s.tenant_key',
  ],
  [
    'newsletter ad schedule → ad and template',
    'SELECT s.id FROM newsletter_ad_schedules s JOIN newsletter_ads a ON a.id = s.ad_id JOIN newsletter_templates t ON t.id = s.template_id WHERE a.tenant_key <> s.tenant_key OR t.tenant_key <> s.tenant_key',
  ],
  [
    'layout tenants',
    'SELECT l.id FROM layout_tenants x JOIN layouts l ON l.id = x.layout_id WHERE l.tenant_key <> x.tenant_key',
  ],
];

const count = async (query: Knex.QueryBuilder) =>
  Number(((await query.count({ n: '*' }).first()) as { n: number | string }).n);

describe('demo seed', () => {
  let engine: TestEngine;
  let db: Knex;
  let summary: SeedSummary;

  beforeAll(async () => {
    engine = await createTestEngine();
    db = engine.db;
    expect(await isDatabaseEmpty(db)).toBe(true);
    summary = await seedDemo(db, { now });
  });

  afterAll(() => engine?.close());

  it('creates the brand tenants and a test tenant with their domains and modules', async () => {
    expect(summary.tenantKeys).toEqual([...brandTenants, 'demotest']);
    expect(await isDatabaseEmpty(db)).toBe(false);
    const tenants = await db('tenants').orderBy('key');
    expect(
      tenants
        .filter((t) => !t.is_test)
        .map((t) => t.key)
        .sort(),
    ).toEqual([...brandTenants].sort());
    expect(tenants.find((t) => t.key === 'fleetowner').name).toBe('FleetOwner');
    const domains = (await db('tenant_domains').where({ tenant_key: 'plantservices' })).map((d) => d.domain).sort();
    expect(domains).toEqual(['plantservices.localhost', 'www.plantservices.com']);
    expect(JSON.parse(tenants.find((t) => t.key === 'healthcareit').modules)).not.toContain('magazine');
  });

  it('creates at least 2,000 items covering every content type in every brand tenant', async () => {
    expect(await count(db('content'))).toBeGreaterThanOrEqual(2000);
    for (const tenantKey of brandTenants) {
      expect(await count(db('content').where({ tenant_key: tenantKey }))).toBeGreaterThanOrEqual(700);
      const types = (await db('content').where({ tenant_key: tenantKey }).distinct('type')).map((r) => r.type).sort();
      // The fire-service types only on the tenant configured for them (spec admin §2).
      const expected = tenantKey === 'fleetowner' ? contentTypes : standardContentTypes;
      expect(types).toEqual([...expected].sort());
    }
  });

  it('builds three-level section trees with home, full names and system aliases', async () => {
    for (const tenantKey of brandTenants) {
      const sections = await db('website_sections').where({ tenant_key: tenantKey });
      const byId = new Map(sections.map((s) => [s.id, s]));
      expect(sections.find((s) => s.alias === 'home')?.parent_id).toBeNull();
      expect(sections.filter((s) => s.parent_id === null).length).toBeGreaterThanOrEqual(6);
      const grandchildren = sections.filter((s) => s.parent_id && byId.get(s.parent_id)?.parent_id);
      expect(grandchildren.length).toBeGreaterThan(0);
      for (const section of sections.filter((s) => s.parent_id)) {
        const parent = byId.get(section.parent_id)!;
        expect(section.system_alias).toMatch(new RegExp(`^${parent.alias}/[a-z0-9-]+$`));
        expect(section.full_name).toBe(`${parent.full_name} > ${section.name}`);
        expect(section.alias.startsWith('/')).toBe(false);
      }
    }
  });

  it('gives items paths under their primary section, teasers of 50–600 characters and 8-digit ids', async () => {
    const rows = await db('content')
      .join('website_sections as s', 's.id', 'content.primary_section_id')
      .select('content.id', 'content.canonical_path', 'content.alias', 'content.teaser', 's.alias as section_alias');
    expect(rows.length).toBe(await count(db('content')));
    for (const row of rows) {
      expect(row.canonical_path).toBe(`/${row.section_alias}/${row.alias}`);
      expect(row.teaser.length).toBeGreaterThanOrEqual(50);
      expect(row.teaser.length).toBeLessThanOrEqual(600);
      expect(String(row.id)).toMatch(/^\d{8}$/);
    }
  });

  it('schedules every published item to its primary section from its publish date', async () => {
    const published = await db('content').where({ status: 1 }).select('id', 'primary_section_id', 'published');
    const schedules = await db('website_schedules').select('content_id', 'section_id', 'start_date');
    const byContent = new Map<number, { section_id: number; start_date: number }[]>();
    for (const s of schedules) byContent.set(s.content_id, [...(byContent.get(s.content_id) ?? []), s]);
    for (const item of published) {
      const own = byContent.get(item.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.some((s) => s.section_id === item.primary_section_id)).toBe(true);
      expect(own.every((s) => Number(s.start_date) === Number(item.published))).toBe(true);
    }
    const options = (await db('website_schedules').distinct('option')).map((r) => r.option).sort();
    expect(options).toEqual(['Featured', 'Pinned', 'Recommended', 'Sponsored', 'Standard']);
  });

  it('has recent, scheduled, expired, draft and deleted items', async () => {
    const fleet = db('content').where({ tenant_key: 'fleetowner' });
    expect(
      await count(
        fleet
          .clone()
          .where({ status: 1 })
          .whereBetween('published', [now - 48 * 3_600_000, now]),
      ),
    ).toBeGreaterThan(0);
    expect(await count(fleet.clone().where({ status: 1 }).where('published', '>', now))).toBeGreaterThan(0);
    expect(await count(fleet.clone().where({ status: 1 }).where('expires', '<', now))).toBeGreaterThan(0);
    expect(await count(fleet.clone().where({ status: 2 }))).toBeGreaterThan(0);
    expect(await count(fleet.clone().where({ status: 0 }))).toBeGreaterThan(0);
  });

  it('fills the type-specific fields', async () => {
    const webinars = await db('content').where({ tenant_key: 'fleetowner', type: 'Webinar' });
    expect(webinars.every((w) => w.start_date && w.end_date && w.link_url)).toBe(true);
    expect(webinars.some((w) => Number(w.start_date) > now)).toBe(true);
    const event = await db('content').where({ tenant_key: 'fleetowner', type: 'Event' }).first();
    expect(Object.keys(JSON.parse(event.venue))).toEqual([
      'name',
      'address1',
      'city',
      'postalCode',
      'region',
      'country',
    ]);
    const embeds = (await db('content').where({ type: 'Video' }).select('embed_code')).map((v) => v.embed_code);
    expect(embeds.some((e) => e.includes('youtube.com/embed/'))).toBe(true);
    expect(embeds.some((e) => e.includes('player.vimeo.com/video/'))).toBe(true);
    const paper = await db('content').where({ type: 'Whitepaper' }).first();
    expect(JSON.parse(paper.file)).toMatchObject({
      mimeType: 'application/pdf',
      src: expect.stringMatching(/^\/files\/.+\.pdf$/),
    });
    expect(await count(db('content').whereNotNull('company_id'))).toBeGreaterThan(0);
    expect(await count(db('content').where('labels', 'like', '%Sponsored%'))).toBeGreaterThan(0);
    expect(await count(db('content').where('gating', 'like', '%omeda%'))).toBeGreaterThan(0);
    expect(await count(db('content').where('membership_ids', '<>', '[]'))).toBeGreaterThan(0);
    expect(await count(db('content').where({ registration_required: true }))).toBeGreaterThan(0);
  });

  it('links authors, images, contacts, taxonomy of every type and related items', async () => {
    expect(await count(db('content_authors'))).toBeGreaterThan(0);
    expect(await count(db('content_images'))).toBeGreaterThan(0);
    expect(await count(db('content_contacts'))).toBeGreaterThan(0);
    expect(await count(db('content_relations'))).toBeGreaterThan(0);
    expect(await count(db('assets').where({ is_logo: true }))).toBeGreaterThan(0);
    const types = (
      await db('taxonomy')
        .join('content_taxonomy', 'content_taxonomy.taxonomy_id', 'taxonomy.id')
        .distinct('taxonomy.type')
    )
      .map((r) => r.type)
      .sort();
    expect(types).toEqual(['Bin', 'Location', 'Organization', 'Person', 'Tag']);
  });

  it('creates magazines with a year of monthly issues, memberships and redirects', async () => {
    for (const publication of await db('magazine_publications')) {
      expect(await count(db('magazine_issues').where({ publication_id: publication.id }))).toBeGreaterThanOrEqual(12);
    }
    expect(await count(db('magazine_publications').where({ tenant_key: 'healthcareit' }))).toBe(0);
    expect(await count(db('content_issues'))).toBeGreaterThan(0);
    for (const tenantKey of brandTenants) {
      const memberships = await db('memberships').where({ tenant_key: tenantKey });
      expect(memberships.length).toBeGreaterThanOrEqual(2);
      expect(memberships.some((m) => Boolean(m.is_free)) && memberships.some((m) => !m.is_free)).toBe(true);
      expect(await count(db('redirects').where({ tenant_key: tenantKey }))).toBeGreaterThanOrEqual(10);
    }
  });

  it('stores only valid layout grids, with the layouts every page type needs', async () => {
    const layouts = await db('layouts');
    for (const layout of layouts) {
      for (const grid of [
        gridSchema.parse(JSON.parse(layout.primary_grid)),
        gridSchema.parse(JSON.parse(layout.secondary_grid)),
      ]) {
        const ids = grid.rows.flatMap((r) => [r.id, ...r.columns.flatMap((c) => [c.id, ...c.blocks.map((b) => b.id)])]);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
    const fleet = layouts.filter((l) => l.tenant_key === 'fleetowner');
    expect(fleet.find((l) => l.type === 'url-override' && JSON.parse(l.aliases)[0] === '/')?.name).toBe('Home');
    expect(fleet.find((l) => l.type === 'url-override' && Boolean(l.propagate))?.aliases).toBe('["/equipment"]');
    expect(
      fleet
        .filter((l) => l.type === 'module')
        .map((l) => l.key)
        .sort(),
    ).toEqual(['issue', 'publication', 'search']);
    expect(
      fleet
        .filter((l) => l.type === 'content-type-override')
        .map((l) => l.content_types)
        .sort(),
    ).toEqual([
      '["Apparatus","InQuarters"]',
      '["Company","Supplier","Contact","Venue"]',
      '["Event","Webinar"]',
      '["Podcast"]',
      '["PressRelease"]',
      '["Video"]',
    ]);
    const override = fleet.find((l) => l.type === 'content-override');
    expect(await count(db('content').where({ layout_id: override.id }))).toBe(2);
    expect(layouts.filter((l) => Boolean(l.is_global))).toHaveLength(1);
    expect(await count(db('layout_tenants'))).toBe(layouts.length - 1);
  });

  it('stores valid site settings with every menu linking seeded pages', async () => {
    for (const tenantKey of [...brandTenants, 'demotest']) {
      const row = await db('site_settings').where({ tenant_key: tenantKey }).first();
      const settings = siteSettingsSchema.parse(JSON.parse(row.payload));
      expect(await loadSiteSettings(db, tenantKey)).toEqual(settings);
      expect(settings.googleAdManager.basePath).toBe(tenantKey);
      for (const links of Object.values(settings.menu)) expect(links.length).toBeGreaterThan(0);
      const sectionPaths = new Set(
        (await db('website_sections').where({ tenant_key: tenantKey })).map((s) => `/${s.alias}`),
      );
      for (const link of settings.menu.header_primary) expect(sectionPaths.has(link.href)).toBe(true);
    }
    expect((await loadSiteSettings(db, 'fleetowner')).useNewDesign).toBe(true);
    expect((await loadSiteSettings(db, 'plantservices')).useNewDesign).toBe(false);
    expect((await loadSiteSettings(db, 'healthcareit')).useNewDesign).toBe(true);
  });

  it('gives every tenant with newsletters two templates, sent campaigns and a draft, three ads and subscribers', async () => {
    for (const tenantKey of [...brandTenants, 'demotest']) {
      const templates = await db('newsletter_templates').where({ tenant_key: tenantKey }).orderBy('id');
      expect(templates, tenantKey).toHaveLength(2);
      for (const template of templates) {
        const payload = newsletterTemplatePayloadSchema.parse(JSON.parse(template.payload));
        expect(payload.defaultTesters.map((t) => t.emailAddress)).toEqual([`editor@${tenantKey}.example`]);
        for (const type of ['content_list', 'fixed_ad', 'native_ad', 'html'])
          expect(payload.blocks.map((b) => b.type)).toContain(type);
        expect(payload.footer.postalAddress).not.toBe('');
        const campaigns = await db('newsletter_campaigns').where({ template_id: template.id });
        const sent = campaigns.filter((c) => c.status === 'Sent');
        expect(sent.length).toBeGreaterThanOrEqual(3);
        expect(sent.every((c) => Number(c.sent_at) < now && !c.hide_on_web)).toBe(true);
        for (const campaign of sent) {
          const items = Object.values(JSON.parse(campaign.block_items) as Record<string, number[]>).flat();
          expect(items.length).toBeGreaterThan(0);
        }
        expect(await count(db('newsletter_content_schedules').where({ template_id: template.id }))).toBeGreaterThan(0);
      }
      expect(await count(db('newsletter_campaigns').where({ tenant_key: tenantKey, status: 'Draft' }))).toBe(1);
      const ads = await db('newsletter_ads').where({ tenant_key: tenantKey }).orderBy('id');
      expect(ads.map((ad) => ad.priority)).toEqual([10, 5, 1]);
      for (const ad of ads) newsletterAdPayloadSchema.parse(JSON.parse(ad.payload));
      expect(await count(db('newsletter_ad_schedules').where({ tenant_key: tenantKey }))).toBe(6);
      const perNewsletter: { newsletter_id: string; n: number | string }[] = await db('newsletter_subscribers')
        .where({ tenant_key: tenantKey })
        .groupBy('newsletter_id')
        .select('newsletter_id')
        .count({ n: '*' });
      for (const { n } of perNewsletter) expect(Number(n)).toBeGreaterThanOrEqual(40);
    }
  });

  it('never links a row of one tenant to another tenant’s rows', async () => {
    for (const [name, sql] of crossTenantChecks) {
      const rows = await db.raw(sql);
      const found = Array.isArray(rows) ? rows : rows.rows;
      expect(found, name).toEqual([]);
    }
    const memberships = new Map((await db('memberships').select('id', 'tenant_key')).map((m) => [m.id, m.tenant_key]));
    for (const item of await db('content').where('membership_ids', '<>', '[]').select('tenant_key', 'membership_ids')) {
      for (const id of JSON.parse(item.membership_ids)) expect(memberships.get(id)).toBe(item.tenant_key);
    }
  });

  it('gives no two seeded members the same salt, and each one the documented demo password', async () => {
    const hashes: string[] = await db('site_users').pluck('password_hash');
    expect(hashes.length).toBeGreaterThan(1);
    const salts = hashes.map((hash) => hash.split('$')[4]);
    expect(salts.every((salt) => salt && salt.length >= 20)).toBe(true);
    expect(new Set(salts).size).toBe(hashes.length);
    expect(await verifyPassword(demoMemberPassword, hashes[hashes.length - 1]!)).toBe(true);
  }, 60_000);

  it('skips tenants that already exist', async () => {
    const again = await seedDemo(db, { now, tenants: 1 });
    expect(again.tenantKeys).toEqual([]);
    expect(again.skipped).toEqual(['fleetowner']);
  });

  it('produces identical rows from the same seed in a fresh database', async () => {
    const other = await createTestEngine();
    try {
      await seedDemo(other.db, { now });
      expect(await contentDigest(other.db)).toBe(await contentDigest(db));
    } finally {
      await other.close();
    }
  });

  it('adds scale tenants with the requested number of items after the demo ones', async () => {
    const result = await seedScale(db, { tenants: 2, items: 150, now });
    expect(result.tenantKeys).toEqual(['scale1', 'scale2']);
    expect(await count(db('content').where({ tenant_key: 'scale2' }))).toBe(150);
    const highest = Number(((await db('content').max({ max: 'id' }).first()) as { max: number | string }).max);
    const [inserted] = await db('content')
      .insert({
        tenant_key: 'scale1',
        type: 'Article',
        name: 'After the seed',
        alias: 'after',
        canonical_path: '/after',
        created: now,
        updated: now,
      })
      .returning('id');
    expect(Number((inserted as { id: number }).id)).toBe(highest + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLayout } from '../../testing/fixtures.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { oneColumnGrid as grid } from '../../testing/site-markup.ts';

/*
 * The leaders programme (issue 30, ADR 0070) on the demo: the /leaders page lists the companies
 * scheduled to the leaders categories with their logos and company pages; the two GraphQL
 * queries answer by primary section and by schedule; another tenant's companies never appear, a
 * tenant without the leaders module answers nothing, and editors' text is escaped.
 */

let engine: TestEngine;
const tenant = 'fleetowner';
const hostile = '<script>alert("leader")</script> & Co';
let leadersId: number;
let categoryIds: number[];
let categoryPath: string;
let programmeCompany: number;
let foreignCompany: number;

const query = `query Leaders($sectionId: Int) {
  programme: getContentStreamForLeaders(input: { sectionId: $sectionId }) { ...stream }
  scheduled: getContentStreamForLeadersWithSchedules(input: { sectionId: $sectionId }) { ...stream }
}
fragment stream on LeadersStream {
  section { id alias }
  logo
  groups { section { id name } items { id name canonicalPath primaryImage { src } } }
}`;

interface Stream {
  section: { id: number; alias: string } | null;
  logo: string | null;
  groups: { section: { id: number; name: string }; items: { id: number; name: string; canonicalPath: string }[] }[];
}

const leadersOf = async (tenantKey: string, sectionId?: number) => {
  const result = await engine.gql<{ programme: Stream; scheduled: Stream }>(query, { sectionId }, { tenantKey });
  expect(result.errors).toBeUndefined();
  return result.data!;
};

async function page(path: string, tenantKey = tenant) {
  const response = await engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenantKey}.localhost` } });
  return response;
}

const idsOf = (stream: Stream) => stream.groups.flatMap((group) => group.items.map((item) => item.id));

beforeAll(async () => {
  engine = await seededSiteEngine();
  const leaders = await engine.db('website_sections').where({ tenant_key: tenant, alias: 'leaders' }).first('id');
  leadersId = Number(leaders.id);
  const categories: { id: number; alias: string }[] = await engine
    .db('website_sections')
    .where({ tenant_key: tenant, parent_id: leadersId })
    .orderBy('sequence');
  categoryIds = categories.map((row) => Number(row.id));
  categoryPath = `/${categories[1]!.alias}`;
  // One company joins the programme by its primary section; one scheduled company gets a hostile name.
  const scheduled = await engine
    .db('website_schedules')
    .where({ tenant_key: tenant })
    .whereIn('section_id', categoryIds)
    .orderBy('id')
    .select('content_id');
  await engine.db('content').where({ id: scheduled[0].content_id }).update({ name: hostile });
  const other = await engine
    .db('content')
    .where({ tenant_key: tenant, type: 'Company', status: 1 })
    .whereNotIn(
      'id',
      scheduled.map((row: { content_id: number }) => row.content_id),
    )
    .first('id');
  programmeCompany = Number(other.id);
  await engine.db('content').where({ id: programmeCompany }).update({ primary_section_id: categoryIds[1] });
  // A corrupt row naming another tenant's company under this tenant's category: never shown.
  const foreign = await engine
    .db('content')
    .where({ tenant_key: 'plantservices', type: 'Company', status: 1 })
    .first('id', 'published');
  foreignCompany = Number(foreign.id);
  await engine.db('website_schedules').insert({
    tenant_key: tenant,
    content_id: foreignCompany,
    section_id: categoryIds[0],
    option: 'Featured',
    start_date: 0,
    end_date: null,
  });
  await insertLayout(engine.db, {
    tenantKey: tenant,
    name: 'Leaders by primary section',
    type: 'url-override',
    aliases: [categoryPath],
    pageType: 'section',
    primaryGrid: grid([
      { type: 'leading_companies', settings: { source: 'programme', section: 'current', title: 'Programme' } },
      { type: 'rich_text', settings: { html: '<p>Still here</p>' } },
    ]),
  });
}, 300_000);

afterAll(async () => {
  await engine?.close();
});

describe('the leaders programme', () => {
  it('shows the scheduled companies on /leaders, by category, with logos and company pages, escaped', async () => {
    const response = await page('/leaders');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('class="block block-leading_companies');
    const categories = await engine.db('website_sections').whereIn('id', categoryIds).select('name');
    for (const { name } of categories) expect(html).toContain(`>${name}</a>`);
    const { scheduled } = await leadersOf(tenant);
    const company = scheduled.groups[1]!.items[0]!;
    expect(html).toContain(`href="${company.canonicalPath}"`);
    expect(html).toMatch(
      /<a href="\/directory\/companies\/[^"]+" data-track="contentLinkClick"[^>]*>\s*<img src="[^"]+"/,
    );
    expect(html).not.toContain('<script>alert("leader")');
    expect(html).toContain('&lt;script&gt;alert(&quot;leader&quot;)&lt;/script&gt; &amp; Co');
    expect(describeMessages(checkHtml({ leaders: html }).leaders!)).toEqual([]);
  });

  it('answers both queries: by primary section and by schedule, grouped in the tree order', async () => {
    const { programme, scheduled } = await leadersOf(tenant);
    expect(scheduled.section).toEqual({ id: leadersId, alias: 'leaders' });
    expect(scheduled.logo).toBeTruthy();
    expect(scheduled.groups.map((group) => group.section.id)).toEqual(categoryIds);
    expect(idsOf(scheduled)).not.toContain(programmeCompany);
    expect(programme.groups.map((group) => group.section.id)).toEqual([categoryIds[1]]);
    expect(idsOf(programme)).toEqual([programmeCompany]);
    const one = await leadersOf(tenant, categoryIds[2]);
    expect(one.scheduled.groups.map((group) => group.section.id)).toEqual([categoryIds[2]]);
  });

  it('never shows another tenant’s company, nor answers for another tenant’s section', async () => {
    const { scheduled } = await leadersOf(tenant);
    expect(idsOf(scheduled)).not.toContain(foreignCompany);
    expect((await page('/leaders')).body).not.toMatch(new RegExp(`/${foreignCompany}[/"]`));
    const plantLeaders = await engine
      .db('website_sections')
      .where({ tenant_key: 'plantservices', alias: 'leaders' })
      .first('id');
    const stolen = await leadersOf(tenant, Number(plantLeaders.id));
    expect(stolen.scheduled.groups).toEqual([]);
    expect(idsOf((await leadersOf('plantservices')).scheduled)).not.toContain(programmeCompany);
  });

  it('answers nothing and drops the block when the leaders module is off', async () => {
    // healthcareit has no leaders module: a programme set up in its settings still shows nothing.
    const section = await engine
      .db('website_sections')
      .where({ tenant_key: 'healthcareit', parent_id: null })
      .orderBy('id', 'desc')
      .first('id');
    const row = await engine.db('site_settings').where({ tenant_key: 'healthcareit' }).first('payload');
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    payload.leaders = { enabled: true, logo: '', section: Number(section.id) };
    await engine
      .db('site_settings')
      .where({ tenant_key: 'healthcareit' })
      .update({ payload: JSON.stringify(payload) });
    const company = await engine
      .db('content')
      .where({ tenant_key: 'healthcareit', type: 'Company', status: 1 })
      .first('id');
    await engine.db('content').where({ id: company.id }).update({ primary_section_id: section.id });
    const { programme, scheduled } = await leadersOf('healthcareit');
    expect(programme).toEqual({ section: null, logo: null, groups: [] });
    expect(scheduled.groups).toEqual([]);
  });

  it('lists by primary section in the page’s own category when the block asks, and the rest of the page stays', async () => {
    const response = await page(categoryPath);
    expect(response.statusCode).toBe(200);
    const company = await engine.db('content').where({ id: programmeCompany }).first('canonical_path');
    expect(response.body).toContain(`href="${company.canonical_path}"`);
    expect(response.body).toContain('class="block block-leading_companies');
    expect(response.body).toContain('Still here');
  });
});

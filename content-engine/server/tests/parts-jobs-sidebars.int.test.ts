import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLayout } from '../../testing/fixtures.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { blockMarkup as block, loadedAddresses, oneColumnGrid as grid } from '../../testing/site-markup.ts';

/*
 * The parts, jobs and sidebar blocks (issue 30, ADR 66) on the demo data: the SourceESB, 3DX and
 * job board frames where the demo layouts put them, written without a source until consent;
 * press releases' sidebars, sanitised; hostile settings and sidebars dropped or escaped; every
 * page fetched passes the Nu HTML Checker.
 */

let engine: TestEngine;
const fetched = new Map<string, string>();
const now = Date.now();
const tenant = 'fleetowner';

async function page(path: string): Promise<string> {
  const response = await engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenant}.localhost` } });
  expect(response.statusCode, path).toBe(200);
  fetched.set(path, response.body);
  return response.body;
}

let withSidebars: string;
let withoutSidebars: string;
let hostileSidebars: string;

beforeAll(async () => {
  engine = await seededSiteEngine();

  await insertLayout(engine.db, {
    tenantKey: tenant,
    name: 'Hostile parts widgets',
    type: 'url-override',
    aliases: ['/directory/suppliers'],
    pageType: 'section',
    primaryGrid: grid([
      { type: 'job_board', settings: { boardUrl: 'https://evil.example/ymcareers.com' } },
      { type: 'job_board', settings: { boardId: '"><script>alert(1)</script>' } },
      { type: 'source_esb_part_search', settings: { partnerId: 'a&part=<script>alert(2)</script>' } },
      { type: 'source_esb_part_details', settings: {} },
      { type: 'source_esb_data_sheet', settings: { partnerId: 'javascript:alert(3)' } },
      { type: 'three_dx_search', settings: { searchUrl: 'javascript:alert(4)//3dx.com' } },
      { type: 'rich_text', settings: { html: '<p>Still here</p>' } },
    ]),
  });

  const releases = await engine
    .db('content')
    .where({ tenant_key: tenant, type: 'PressRelease', status: 1 })
    .where('published', '<=', now)
    .where((q) => q.whereNull('expires').orWhere('expires', '>', now))
    .whereNull('layout_id')
    .orderBy('published', 'desc')
    .select('id', 'canonical_path', 'metadata');
  const has = (row: { metadata: unknown }) =>
    Array.isArray((typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata).sidebars);
  withSidebars = releases.find(has)!.canonical_path;
  const plain = releases.filter((row) => !has(row));
  withoutSidebars = plain[0]!.canonical_path;
  const hostile = plain[1]!;
  await engine
    .db('content')
    .where({ id: hostile.id })
    .update({
      metadata: JSON.stringify({
        sidebars: [
          {
            title: '<b>Spec</b> "sheet"',
            body: '<p>Kept</p><script>alert(5)</script><img src="/x.png" alt="" onerror="alert(6)">',
          },
          { title: 'Empty', body: '<script>alert(7)</script>' },
        ],
      }),
    });
  hostileSidebars = hostile.canonical_path;
}, 300_000);

afterAll(async () => {
  await engine?.close();
});

describe('the demo products page', () => {
  it('writes the SourceESB and 3DX frames without a source until consent', async () => {
    const html = await page('/directory/products');
    const frames: [string, string][] = [
      ['source_esb_part_search', 'https://widgets.sourceesb.com/part-search?partner=fleetowner-parts'],
      ['source_esb_part_details', 'https://widgets.sourceesb.com/part-details?partner=fleetowner-parts'],
      ['source_esb_data_sheet', 'https://widgets.sourceesb.com/data-sheet?partner=fleetowner-parts'],
      ['three_dx_search', 'https://search.3dx.com/catalog/fleetowner-catalog'],
    ];
    for (const [type, src] of frames) {
      const markup = block(html, type)!;
      expect(markup, type).toContain('data-consent-category="C0003"');
      expect(markup, type).toContain(`<iframe data-src="${src}"`);
      expect(markup, type).toContain('data-consent-action="preferences"');
    }
    // Part details and the data sheet take the part number from the page's ?part= on the client.
    expect(block(html, 'source_esb_part_details')).toContain('data-part-query');
    expect(block(html, 'source_esb_data_sheet')).toContain('data-part-query');
    expect(block(html, 'source_esb_part_search')).not.toContain('data-part-query');
    expect(block(html, 'three_dx_search')).toContain('>3D Parts Search</h2>');
  });

  it('never writes the query into the page: the part number is read and validated on the client', async () => {
    const html = await page('/directory/products?part=%22%3E%3Cscript%3Ealert(9)%3C%2Fscript%3E');
    expect(html).not.toContain('alert(9)');
    expect(block(html, 'source_esb_part_details')).toContain(
      '<iframe data-src="https://widgets.sourceesb.com/part-details?partner=fleetowner-parts"',
    );
  });
});

describe('the demo whitepapers page', () => {
  it('writes the job board frame without a source until consent', async () => {
    const markup = block(await page('/resources/whitepapers'), 'job_board')!;
    expect(markup).toContain('<iframe data-src="https://jobs.ymcareers.com/fleetowner-careers/jobs/"');
    expect(markup).toContain('data-consent-category="C0003"');
    expect(markup).toContain('>Career Center</h2>');
  });
});

describe('content sidebars', () => {
  it("shows a press release's sidebars", async () => {
    const markup = block(await page(withSidebars), 'content_sidebars')!;
    expect(markup).toContain('<aside class="content-sidebar" aria-label="Key Facts">');
    expect(markup).toContain('<h2 class="sidebar-title">Media Contact</h2>');
    expect(markup).toContain('<strong>all readers</strong>');
    expect(markup).toContain('href="mailto:press@fleetowner.example.com"');
  });

  it('drops the block on a press release without sidebars', async () => {
    const html = await page(withoutSidebars);
    expect(html).toContain('block-content_body');
    expect(html).not.toContain('block-content_sidebars');
  });

  it('sanitises sidebar HTML and escapes titles, dropping sidebars with nothing left', async () => {
    const markup = block(await page(hostileSidebars), 'content_sidebars')!;
    expect(markup).toContain('<p>Kept</p>');
    expect(markup).toContain('&lt;b&gt;Spec&lt;/b&gt; &quot;sheet&quot;');
    expect(markup).not.toMatch(/alert\(\d\)|onerror/);
    expect(markup).not.toContain('Empty');
  });
});

describe('hostile settings', () => {
  it('drops frames without a safe id or address', async () => {
    const html = await page('/directory/suppliers');
    expect(html).toContain('<p>Still here</p>');
    expect(html).not.toMatch(/alert\(\d\)/);
    for (const type of [
      'job_board',
      'source_esb_part_search',
      'source_esb_part_details',
      'source_esb_data_sheet',
      'three_dx_search',
    ])
      expect(html, type).not.toContain(`block-${type}`);
    expect(html).not.toContain('data-consented-frame');
  });
});

describe('before consent', () => {
  it('loads no third-party address on any page with the widgets', async () => {
    for (const path of ['/directory/products', '/resources/whitepapers', withSidebars]) {
      const html = fetched.get(path) ?? (await page(path));
      const external = loadedAddresses(html).filter((src) => /^(https?:)?\/\//i.test(src));
      expect(external, path).toEqual([]);
    }
  });

  it('passes the Nu HTML Checker on every page fetched', () => {
    expect(fetched.size).toBeGreaterThanOrEqual(6);
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([path, messages]) => [path, describeMessages(messages)]))).toEqual({});
  });
});

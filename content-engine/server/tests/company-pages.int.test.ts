import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wherePublic } from '../../core/content-visibility.ts';
import { insertLayout } from '../../testing/fixtures.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { insertContact, linkContact } from '../../testing/fixtures-catalogue.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { blockMarkup as block, loadedAddresses, oneColumnGrid as grid } from '../../testing/site-markup.ts';

/*
 * Company pages as a buyer's guide (issue 30 item 3, ADR 0062) on the demo: the Company Profile
 * layout shows the company's banner, overview, videos (the local YouTube adapter over the
 * tenant's Video items), key contacts, contacts, products and related content; the Company
 * Contacts page lists every company's people. Editor input is escaped, only YouTube ids of the
 * right shape reach an address, and no block shows another tenant's contacts or videos.
 */

let engine: TestEngine;
const fetched = new Map<string, string>();
const now = Date.now();
const tenant = 'fleetowner';
const other = 'plantservices';

type Row = Record<string, unknown>;
const metadataOf = (row: Row): Record<string, unknown> =>
  typeof row.metadata === 'string' ? JSON.parse(row.metadata) : (row.metadata as Record<string, unknown>);

async function page(path: string, tenantKey = tenant): Promise<string> {
  const response = await engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenantKey}.localhost` } });
  expect(response.statusCode, path).toBe(200);
  if (tenantKey === tenant) fetched.set(path, response.body);
  return response.body;
}

const publicRows = (tenantKey: string, type: string): Promise<Row[]> =>
  wherePublic(engine.db('content').where({ 'content.tenant_key': tenantKey, 'content.type': type }), now)
    .orderBy('content.id')
    .select('content.id', 'content.name', 'content.canonical_path', 'content.metadata', 'content.link_url');

/** The demo company with a playlist (the first one given videos), and its playlist's videos. */
let company: Row;
let playlistVideos: Row[];
let otherPlaylist: string;
let otherContactName: string;
let otherCompanyId: number;

beforeAll(async () => {
  engine = await seededSiteEngine();
  const companies = await publicRows(tenant, 'Company');
  company = companies.find((row) => metadataOf(row).youtubePlaylistId && metadataOf(row).keyContactIds)!;
  const playlistId = metadataOf(company).youtubePlaylistId;
  playlistVideos = (await publicRows(tenant, 'Video')).filter(
    (row) => metadataOf(row).youtubePlaylistId === playlistId,
  );

  // Another tenant's company: its playlist id and contacts must never show on this tenant.
  const theirs = (await publicRows(other, 'Company')).find((row) => metadataOf(row).youtubePlaylistId)!;
  otherPlaylist = metadataOf(theirs).youtubePlaylistId as string;
  otherCompanyId = theirs.id as number;
  otherContactName = 'Zelda Otherbrand';
  const theirContact = await insertContact(engine.db, { tenantKey: other, firstName: 'Zelda', lastName: 'Otherbrand' });
  await linkContact(engine.db, { contentId: otherCompanyId, contactId: theirContact });
  // A link across tenants (bad data) must not surface either.
  await linkContact(engine.db, { contentId: company.id as number, contactId: theirContact, position: 99 });

  // A contact with hostile fields on the company.
  const hostile = await insertContact(engine.db, {
    tenantKey: tenant,
    firstName: '<script>alert(1)</script>',
    lastName: 'Hostile',
    title: '"><img src=x onerror=alert(2)>',
    email: 'javascript:alert(3)',
    phone: '555-0100',
  });
  await linkContact(engine.db, { contentId: company.id as number, contactId: hostile, position: 98 });

  await insertLayout(engine.db, {
    tenantKey: tenant,
    name: 'Hostile company blocks',
    type: 'url-override',
    aliases: ['/directory/suppliers'],
    pageType: 'section',
    primaryGrid: grid([
      { type: 'company_banner' },
      { type: 'contacts', settings: { title: 'Their contacts', contentIds: [otherCompanyId] } },
      { type: 'company_videos', settings: { playlistId: otherPlaylist } },
      { type: 'company_videos', settings: { playlistId: '"><script>alert(4)</script>' } },
      { type: 'company_videos', settings: { playlistId: 'PL../../x?y=1' } },
      { type: 'rich_text', settings: { html: '<p>Still here</p>' } },
    ]),
  });
}, 300_000);

afterAll(async () => {
  await engine?.close();
});

describe('a company page', () => {
  it('shows the banner: logo, name as the heading, a tracked website link and tracked social links', async () => {
    const html = await page(company.canonical_path as string);
    const banner = block(html, 'company_banner')!;
    expect(banner).toContain(`<h1>${company.name}</h1>`);
    expect(banner).toMatch(/<img class="logo" src="[^"]+" alt="[^"]*logo"/);
    expect(banner).toContain(`href="${company.link_url}"`);
    expect(banner).toContain('data-track="companyWebsiteClick"');
    expect(banner).toContain(`data-track-company-id="${company.id}"`);
    expect(banner).toContain('data-track="companySocialClick"');
    expect(banner).toContain('LinkedIn');
  });

  it("plays the company's playlist: its newest videos in frames that wait for consent", async () => {
    expect(playlistVideos.length).toBe(2);
    const html = await page(company.canonical_path as string);
    const videos = block(html, 'company_videos')!;
    expect(videos).toContain('Videos');
    for (const video of playlistVideos) expect(videos).toContain(String(video.name));
    const frames = [...videos.matchAll(/data-src="([^"]+)"/g)].map((m) => m[1]);
    expect(frames).toHaveLength(2);
    for (const src of frames) expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    expect(videos).toContain(`https://www.youtube.com/playlist?list=${metadataOf(company).youtubePlaylistId}`);
    expect(videos).toContain('To show the video, allow functional cookies.');
    expect(loadedAddresses(html).filter((src) => /youtube/.test(src))).toEqual([]);
  });

  it('lists its key contacts and its contacts', async () => {
    const html = await page(company.canonical_path as string);
    const keyContacts = await engine
      .db('content')
      .whereIn('id', metadataOf(company).keyContactIds as number[])
      .select('name');
    expect(keyContacts.length).toBeGreaterThan(0);
    const key = block(html, 'company_key_contact')!;
    for (const contact of keyContacts) expect(key).toContain(contact.name);

    const linked = await engine
      .db('content_contacts')
      .join('contacts', 'contacts.id', 'content_contacts.contact_id')
      .where({ 'content_contacts.content_id': company.id, 'contacts.tenant_key': tenant, 'contacts.status': 1 })
      .select('contacts.full_name');
    const contacts = block(html, 'contacts')!;
    for (const contact of linked.filter((c) => !c.full_name.includes('<')))
      expect(contacts).toContain(contact.full_name);
    expect(contacts).not.toContain(otherContactName);
  });

  it("escapes a contact's fields and links an e-mail only when it is one", async () => {
    const contacts = block(await page(company.canonical_path as string), 'contacts')!;
    expect(contacts).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hostile');
    expect(contacts).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(contacts).not.toContain('<script>alert(1)');
    expect(contacts).not.toContain('href="javascript:');
    expect(contacts).not.toContain('mailto:javascript');
    expect(contacts).toContain('href="tel:5550100"');
  });

  it("lists the company's products and content (only its own), related content, and how to reach it", async () => {
    const html = await page(company.canonical_path as string);
    expect(block(html, 'company_overview')).toContain('Website');
    expect(block(html, 'related_content')).toContain('Related Content');
    const lists: string[] = [];
    for (let at = html.indexOf('block-content_list'); at >= 0; at = html.indexOf('block-content_list', at + 1))
      lists.push(block(html, 'content_list', at - 20)!);
    const ownItems = await engine
      .db('content')
      .where({ tenant_key: tenant, company_id: company.id })
      .select('canonical_path', 'type');
    const itemPaths = new Set(
      (await engine.db('content').where({ tenant_key: tenant }).select('canonical_path')).map(
        (row: { canonical_path: string }) => row.canonical_path,
      ),
    );
    const own = new Map(
      ownItems.map((row: { canonical_path: string; type: string }) => [row.canonical_path, row.type]),
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      // The items' links (cards also link their sections and their company, this page).
      const paths = [...list.matchAll(/href="(\/[^"#?]+)"/g)]
        .map((m) => m[1]!)
        .filter((path) => itemPaths.has(path) && path !== company.canonical_path);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(own.has(path), path).toBe(true);
      if (list.includes('Products')) for (const path of paths) expect(own.get(path)).toBe('Product');
    }
  });
});

describe('the contacts directory', () => {
  it("lists the people of the tenant's companies, none of another tenant's", async () => {
    const html = await page('/directory/company-contacts');
    const directory = block(html, 'contacts')!;
    expect(directory).toContain('Company Contacts');
    const names = await engine
      .db('content_contacts')
      .join('contacts', 'contacts.id', 'content_contacts.contact_id')
      .join('content', 'content.id', 'content_contacts.content_id')
      .where({
        'contacts.tenant_key': tenant,
        'content.tenant_key': tenant,
        'content.type': 'Company',
        'contacts.status': 1,
      })
      .distinct('contacts.full_name');
    expect(names.length).toBeGreaterThan(0);
    for (const { full_name } of names.filter((n) => !n.full_name.includes('<'))) expect(directory).toContain(full_name);
    expect(directory).not.toContain(otherContactName);
  });
});

describe('hostile and empty blocks', () => {
  it("drops blocks that would show another tenant's contacts or videos, or use an id of the wrong shape", async () => {
    const html = await page('/directory/suppliers');
    expect(html).toContain('<p>Still here</p>');
    expect(html).not.toContain(otherContactName);
    expect(html).not.toContain(otherPlaylist);
    expect(html).not.toMatch(/alert\(4\)/);
    for (const type of ['company_banner', 'contacts', 'company_videos'])
      expect(html, type).not.toContain(`block-${type}`);
  });

  it('shows the other tenant its own contacts and videos on its company page', async () => {
    const theirs = await engine.db('content').where({ id: otherCompanyId }).first('canonical_path');
    const html = await page(theirs.canonical_path, other);
    expect(block(html, 'contacts')).toContain(otherContactName);
    expect(block(html, 'company_videos')).toContain(otherPlaylist);
  });

  it('drops the videos of a company without a playlist', async () => {
    const plain = (await publicRows(tenant, 'Company')).find((row) => !metadataOf(row).youtubePlaylistId);
    if (!plain) return;
    const html = await page(plain.canonical_path as string);
    expect(html).toContain('block-company_banner');
    expect(html).not.toContain('block-company_videos');
  });
});

describe('the YouTube port', () => {
  it("answers getYoutubePlaylistVideos to the tenant's CMS users only, from the tenant's own videos", async () => {
    const query =
      'query($input: YoutubePlaylistVideosInput!) { getYoutubePlaylistVideos(input: $input) { source videos { title } } }';
    const input = { playlistId: metadataOf(company).youtubePlaylistId, maxResults: 12 };
    const token = (
      await loginAs(engine.context(), await insertCmsUser(engine.db, { username: 'yt', tenants: [tenant] }))
    ).bearerToken;
    const anonymous = await engine.gql(query, { input }, { tenantKey: tenant });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const elsewhere = await engine.gql(query, { input }, { tenantKey: other, token });
    expect(elsewhere.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const read = await engine.gql<{ getYoutubePlaylistVideos: { source: string; videos: { title: string }[] } }>(
      query,
      { input },
      { tenantKey: tenant, token },
    );
    expect(read.data!.getYoutubePlaylistVideos.source).toBe('local');
    expect(read.data!.getYoutubePlaylistVideos.videos.map((video) => video.title).sort()).toEqual(
      playlistVideos.map((video) => String(video.name)).sort(),
    );
    // Their playlist asked on this tenant reads none of their videos.
    const theirs = await engine.gql<{ getYoutubePlaylistVideos: { videos: unknown[] } }>(
      query,
      { input: { playlistId: otherPlaylist } },
      { tenantKey: tenant, token },
    );
    expect(theirs.data!.getYoutubePlaylistVideos.videos).toEqual([]);
    const bad = await engine.gql(query, { input: { playlistId: '../x' } }, { tenantKey: tenant, token });
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('serves a company page without its videos, and stores nothing, while the playlist cannot be read', async () => {
    const companies = await publicRows(tenant, 'Company');
    const unseen = companies.find(
      (row) => metadataOf(row).youtubePlaylistId && row.id !== company.id && !fetched.has(String(row.canonical_path)),
    )!;
    const path = String(unseen.canonical_path);
    const port = engine.engine.youtube;
    const working = port.playlistVideos.bind(port);
    port.playlistVideos = () => Promise.reject(new Error('YouTube is down'));
    try {
      const response = await engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenant}.localhost` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('block-company_banner');
      expect(response.body).not.toContain('block-company_videos');
    } finally {
      port.playlistVideos = working;
    }
    const stored = await engine.db('built_pages').where({ tenant_key: tenant, path }).first('path');
    expect(stored).toBeUndefined();
    expect(block(await page(path), 'company_videos')).toBeTruthy();
  });
});

describe('markup', () => {
  it('passes the Nu HTML Checker on every page fetched', () => {
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([path, messages]) => [path, describeMessages(messages)]))).toEqual({});
  });
});

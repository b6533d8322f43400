import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSectionTree } from '../../sections/section-tree.ts';
import { loadSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSiteSettings } from '../../settings/queries.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { insertLayout } from '../../testing/fixtures.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { oneColumnGrid as grid } from '../../testing/site-markup.ts';

/*
 * The block renderers of the tenant sites, on the demo data: each block type renders where the
 * demo layouts (or layouts added here for types the demo never places) put it, with the page's
 * own data, and is dropped from the grid when it has nothing to show (spec public §5). Every page
 * fetched here must pass the Nu HTML Checker.
 */

let engine: TestEngine;
/** Every page fetched, by tenant and path, for the Nu HTML Checker. */
const fetched = new Map<string, string>();
const now = Date.now();

type Row = Record<string, unknown>;

async function page(tenantKey: string, path: string): Promise<string> {
  const response = await engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenantKey}.localhost` } });
  expect(response.statusCode, `${tenantKey} ${path}`).toBe(200);
  fetched.set(`${tenantKey} ${path}`, response.body);
  return response.body;
}

/** The markup of the first block of `type` on the page (up to the next block or row), or undefined. */
function block(html: string, type: string): string | undefined {
  const start = html.indexOf(`class="block block-${type}"`);
  if (start < 0) return undefined;
  const ends = [html.indexOf('class="block block-', start + 1), html.indexOf('</section>', start)].filter((i) => i > 0);
  return html.slice(start, Math.min(...ends));
}

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Live items of a type (published, not expired), newest first. */
const live = (tenantKey: string, type: string) =>
  engine
    .db('content')
    .where({ tenant_key: tenantKey, type, status: 1 })
    .where('published', '<=', now)
    .where((q) => q.whereNull('expires').orWhere('expires', '>', now))
    .orderBy('published', 'desc');

let settings: SiteSettings;
let gallery: { path: string; images: number; primarySrc: string };
let galleryWithoutImage: string;
let whitepaper: { path: string; src: string; fileName: string; authorName: string };
let whitepaperWithoutFile: string;
let profilePerson: { id: number; name: string; bio: string };

beforeAll(async () => {
  engine = await seededSiteEngine();
  settings = await loadSiteSettings(engine.db, 'fleetowner');

  // The demo never places image_gallery, document_download or author_profile: give galleries and whitepapers layouts that do.
  const [person] = await engine
    .db('persons')
    .where({ tenant_key: 'fleetowner', status: 1 })
    .whereNot('bio', '')
    .orderBy('id')
    .limit(1)
    .select('id', 'full_name', 'bio');
  profilePerson = { id: Number(person.id), name: person.full_name, bio: person.bio };
  await insertLayout(engine.db, {
    tenantKey: 'fleetowner',
    name: 'Gallery',
    type: 'content-type-override',
    contentTypes: ['MediaGallery'],
    primaryGrid: grid([
      { type: 'content_title' },
      { type: 'image_gallery' },
      { type: 'author_profile', settings: { title: 'Our Photographer', personId: profilePerson.id } },
    ]),
  });
  await insertLayout(engine.db, {
    tenantKey: 'fleetowner',
    name: 'Whitepaper',
    type: 'content-type-override',
    contentTypes: ['Whitepaper'],
    primaryGrid: grid([
      { type: 'content_title' },
      { type: 'document_download' },
      { type: 'author_profile' },
      { type: 'gating_form' },
      { type: 'omeda_gated_page_content' },
    ]),
  });

  const galleries: Row[] = await live('fleetowner', 'MediaGallery')
    .whereNotNull('primary_image_id')
    .select('id', 'canonical_path', 'primary_image_id');
  const images = await engine.db('content_images').where({ content_id: galleries[0]!.id }).count({ n: '*' }).first();
  const primary = await engine.db('assets').where({ id: galleries[0]!.primary_image_id }).first('src');
  gallery = { path: String(galleries[0]!.canonical_path), images: Number(images?.n), primarySrc: primary.src };
  await engine.db('content').where({ id: galleries[1]!.id }).update({ primary_image_id: null });
  galleryWithoutImage = String(galleries[1]!.canonical_path);

  const authored = engine.db('content_authors').select('content_id');
  const whitepapers: Row[] = await live('fleetowner', 'Whitepaper')
    .whereIn('id', authored)
    .select('id', 'canonical_path', 'file');
  const stored = whitepapers[0]!.file;
  const file = (typeof stored === 'string' ? JSON.parse(stored) : stored) as { src: string; fileName: string };
  const [author] = await engine
    .db('content_authors as ca')
    .join('persons as p', 'p.id', 'ca.person_id')
    .where({ 'ca.content_id': whitepapers[0]!.id, 'p.status': 1 })
    .orderBy('ca.position')
    .select('p.full_name');
  whitepaper = {
    path: String(whitepapers[0]!.canonical_path),
    src: file.src,
    fileName: file.fileName,
    authorName: author.full_name,
  };
  // The first sits behind a registration (omeda) gate; the second has no file and no gate.
  await engine
    .db('content')
    .where({ id: whitepapers[0]!.id })
    .update({ gating: JSON.stringify({ surveyType: 'omeda' }), membership_ids: '[]' });
  await engine
    .db('content')
    .where({ id: whitepapers[1]!.id })
    .update({ file: '{}', gating: '{}', membership_ids: '[]' });
  whitepaperWithoutFile = String(whitepapers[1]!.canonical_path);

  // A tenant with no social profiles, no share networks and no chosen parent sections.
  const demotest = await loadSiteSettings(engine.db, 'demotest');
  await saveSiteSettings(engine.db, {
    tenantKey: 'demotest',
    now,
    settings: {
      ...demotest,
      socialLinks: {},
      contentStyle: { ...demotest.contentStyle, socialShareLinks: [] },
      sectionTree: { parentSections: [] },
    },
  });
}, 300_000);

afterAll(async () => {
  await engine?.close();
});

describe('blocks on the home page', () => {
  it('shows the section tree from the chosen parent sections, three levels deep', async () => {
    const html = block(await page('fleetowner', '/'), 'section_tree');
    expect(html).toContain('<nav class="section-tree" aria-label="Sections"');
    const sections = await loadSectionTree(engine.db, 'fleetowner');
    for (const id of settings.sectionTree.parentSections) {
      const parent = sections.byId(id)!;
      expect(html).toContain(`href="${parent.canonicalPath}"`);
      for (const child of sections.children(id)) {
        expect(html).toContain(`href="${child.canonicalPath}"`);
        for (const grandchild of sections.children(child.id))
          expect(html).toContain(`href="${grandchild.canonicalPath}"`);
      }
    }
    expect(html!.match(/<ul class="sections nested"/g)?.length).toBeGreaterThan(
      settings.sectionTree.parentSections.length,
    );
  });

  it("links the site's social profiles in new tabs", async () => {
    const html = block(await page('fleetowner', '/'), 'social_links');
    expect(html).toContain('>Follow us</h2>');
    for (const href of Object.values(settings.socialLinks).filter(Boolean))
      expect(html).toMatch(new RegExp(`href="${href}" target="_blank" rel="noopener"`));
    expect(html).toContain('data-network="facebook"');
  });

  it('shows the latest issue with its cover and the content it carries', async () => {
    const html = block(await page('fleetowner', '/'), 'issue_overview');
    // The newest mail date wins; publications may share one.
    const issues: Row[] = await engine
      .db('magazine_issues as i')
      .join('magazine_publications as p', 'p.id', 'i.publication_id')
      .where({ 'i.tenant_key': 'fleetowner', 'i.status': 1, 'p.status': 1 })
      .orderBy('i.mail_date', 'desc')
      .select('i.name', 'i.alias', 'i.mail_date', 'p.alias as pub', 'p.name as pubName');
    const issue = issues
      .filter((i) => i.mail_date === issues[0]!.mail_date)
      .find((i) => html!.includes(`href="/magazine/${i.pub}/${i.alias}"`));
    expect(issue).toBeDefined();
    expect(html).toMatch(
      new RegExp(
        `<h3 class="name"[^>]*><a href="/magazine/${issue!.pub}/${issue!.alias}"[^>]*>${text(String(issue!.name))}</a></h3>`,
      ),
    );
    expect(html).toContain(`>${text(String(issue!.pubName))}</a>`);
    expect(html).toMatch(/<img src="[^"]+" alt="[^"]+" width="220" height="\d+" loading="lazy"/);
    expect(html).toContain('<ul class="items"');
  });

  it('drops blocks with nothing to show on a site without social profiles, and falls back to top-level sections', async () => {
    const html = await page('demotest', '/');
    expect(html).not.toContain('block-social_links');
    const sections = await loadSectionTree(engine.db, 'demotest');
    const tree = block(html, 'section_tree');
    for (const root of sections.roots().filter((s) => s.canonicalPath !== '/'))
      expect(tree).toContain(`href="${root.canonicalPath}"`);
  });
});

describe('blocks on content pages', () => {
  it('shares an article on the chosen networks and introduces its authors', async () => {
    const [article] = await live('fleetowner', 'Article')
      .whereNull('layout_id')
      .whereIn('id', engine.db('content_authors').select('content_id'))
      .limit(1)
      .select('id', 'canonical_path', 'name');
    const html = await page('fleetowner', article.canonical_path);
    const share = block(html, 'share_links');
    const url = encodeURIComponent(`https://www.fleetowner.com${article.canonical_path}`);
    expect(share).toContain('aria-label="Share this page"');
    expect(share).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${url}"`);
    expect(share).toContain(
      `href="https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(article.name)}"`,
    );
    expect(share!.match(/data-network="/g)).toHaveLength(settings.contentStyle.socialShareLinks.length);

    const authors = await engine
      .db('content_authors as ca')
      .join('persons as p', 'p.id', 'ca.person_id')
      .where({ 'ca.content_id': article.id, 'p.status': 1 })
      .orderBy('ca.position')
      .select('p.full_name', 'p.title');
    const about = block(html, 'about_author');
    expect(about).toContain(authors.length === 1 ? '>About the Author</h2>' : '>About the Authors</h2>');
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) expect(about).toContain(`>${text(author.full_name)}</h3>`);
  });

  it('drops about_author when the article has no authors, and share_links when no network is chosen', async () => {
    const [article] = await live('demotest', 'Article').whereNull('layout_id').select('id', 'canonical_path');
    await engine.db('content_authors').where({ content_id: article.id }).delete();
    const html = await page('demotest', article.canonical_path);
    expect(html).toContain('block-content_body');
    expect(html).not.toContain('block-about_author');
    expect(html).not.toContain('block-share_links');
  });

  it('plays videos from the supported hosts in a titled iframe, and drops the player for others', async () => {
    const videos = await live('fleetowner', 'Video').limit(2).select('id', 'canonical_path', 'name', 'embed_code');
    const [video, other] = videos;
    const src = /src="(https:\/\/(?:www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)[^"]+)"/.exec(
      video.embed_code,
    )![1];
    const html = block(await page('fleetowner', video.canonical_path), 'video_player');
    expect(html).toContain(`<iframe src="${src}" title="${text(video.name).replace(/"/g, '&quot;')}"`);
    expect(html).toContain('allowfullscreen');

    await engine
      .db('content')
      .where({ id: other.id })
      .update({ embed_code: '<iframe src="https://www.dailymotion.com/embed/video/x1"></iframe>' });
    const without = await page('fleetowner', other.canonical_path);
    expect(without).toContain('block-content_title');
    expect(without).not.toContain('block-video_player');
  });

  it('links webinars to their registration in a new tab, and drops the link without a link URL', async () => {
    const [webinar, other] = await live('fleetowner', 'Webinar').limit(2).select('id', 'canonical_path', 'link_url');
    const html = block(await page('fleetowner', webinar.canonical_path), 'webinar_link');
    expect(html).toContain(`href="${webinar.link_url}" target="_blank" rel="noopener"`);
    expect(html).toContain('>Register Now</a>');

    await engine.db('content').where({ id: other.id }).update({ link_url: null });
    const without = await page('fleetowner', other.canonical_path);
    expect(without).toContain('block-content_title');
    expect(without).not.toContain('block-webinar_link');
  });

  it("shows a gallery's images, the primary one first and not lazily, and drops the gallery without a primary image", async () => {
    const html = await page('fleetowner', gallery.path);
    const images = block(html, 'image_gallery');
    expect(images).toContain(`>${gallery.images} images</p>`);
    expect(images!.match(/<img /g)).toHaveLength(gallery.images);
    const lead = new RegExp(`<img src="${gallery.primarySrc}"[^>]*>`).exec(images!)?.[0];
    expect(lead).toMatch(/ alt="[^"]+" width="\d+" height="\d+"/);
    expect(lead).not.toContain('loading=');
    expect(images!.match(/loading="lazy"/g)).toHaveLength(gallery.images - 1);
    expect(images).toContain(`>1 of ${gallery.images}</span>`);

    const without = await page('fleetowner', galleryWithoutImage);
    expect(without).toContain('block-content_title');
    expect(without).not.toContain('block-image_gallery');
  });

  it("shows the chosen person's profile, or the page author's", async () => {
    const profile = block(await page('fleetowner', gallery.path), 'author_profile');
    expect(profile).toContain('>Our Photographer</h2>');
    expect(profile).toContain(`>${text(profilePerson.name)}</h3>`);
    expect(profile).toContain(profilePerson.bio);

    const authorProfile = block(await page('fleetowner', whitepaper.path), 'author_profile');
    expect(authorProfile).toContain(`>${text(whitepaper.authorName)}</h2>`);
  });

  it("offers a whitepaper's file for download, and drops the block without a file src", async () => {
    const html = block(await page('fleetowner', whitepaper.path), 'document_download');
    expect(html).toContain(`href="${whitepaper.src}" download="${whitepaper.fileName}"`);
    expect(html).toContain('>Download<span');
    expect(html).toContain('(PDF)');

    const without = await page('fleetowner', whitepaperWithoutFile);
    expect(without).toContain('block-content_title');
    expect(without).not.toContain('block-document_download');
  });

  it('asks for registration on an omeda-gated whitepaper and guards its file in an island, and drops both blocks without a gate', async () => {
    const html = await page('fleetowner', whitepaper.path);
    expect(block(html, 'gating_form')).toMatch(/<astro-island[^>]+component-url="[^"]*GatingForm/);
    const guarded = block(html, 'omeda_gated_page_content')!;
    expect(guarded).toMatch(/<astro-island[^>]+component-url="[^"]*OmedaGatedContent/);
    // Nothing decided on the server: the island renders nothing until the browser knows the visitor.
    expect(guarded).not.toContain('gate-panel');

    const without = await page('fleetowner', whitepaperWithoutFile);
    expect(without).not.toContain('block-gating_form');
    expect(without).not.toContain('block-omeda_gated_page_content');
  });
});

describe('blocks on magazine pages', () => {
  it('shows the current issue and a grid of issues on the publication page', async () => {
    const publication = await engine
      .db('magazine_publications')
      .where({ tenant_key: 'fleetowner', status: 1 })
      .orderBy('id')
      .first('id', 'alias');
    const issues: Row[] = await engine
      .db('magazine_issues')
      .where({ tenant_key: 'fleetowner', publication_id: publication.id, status: 1 })
      .orderBy('mail_date', 'desc')
      .select('alias', 'name');
    const html = await page('fleetowner', `/magazine/${publication.alias}`);
    const overview = block(html, 'magazine_overview');
    const current = block(html, 'magazine_issue');
    // Reading order: the overview fills first with up to 12 issues; the current-issue block shows the next unused one.
    expect(overview!.match(/<li /g)).toHaveLength(Math.min(12, issues.length));
    expect(overview).toContain(`<a class="name" href="/magazine/${publication.alias}/${issues[0]!.alias}"`);
    expect(overview).toMatch(/<img src="[^"]+" alt="[^"]+" width="180" height="\d+" loading="lazy"/);
    if (issues.length > 12)
      expect(current).toMatch(
        new RegExp(`<a class="button" href="/magazine/${publication.alias}/${issues[12]!.alias}"[^>]*>View Issue</a>`),
      );
    else expect(current).toBeUndefined();
  });

  it('shows the issue with its cover as the primary image on the issue page, then past issues', async () => {
    const issue = await engine
      .db('magazine_issues as i')
      .join('magazine_publications as p', 'p.id', 'i.publication_id')
      .where({ 'i.tenant_key': 'fleetowner', 'i.status': 1 })
      .orderBy('i.mail_date', 'desc')
      .first('i.name', 'i.alias', 'p.alias as pub');
    const html = await page('fleetowner', `/magazine/${issue.pub}/${issue.alias}`);
    const overview = block(html, 'issue_overview');
    expect(html).toMatch(new RegExp(`<h2 class="block-title"[^>]*>${text(issue.name)}</h2>`));
    expect(overview).toMatch(/<img src="[^"]+" alt="[^"]+" width="220" height="\d+" decoding="async"/);
    const past = block(html, 'magazine_overview');
    expect(past).toContain('>Past Issues</h2>');
    expect(past).not.toContain(`href="/magazine/${issue.pub}/${issue.alias}"`);
  });
});

describe('markup', () => {
  it('renders the old design too', async () => {
    const html = await page('plantservices', '/');
    expect(html).toContain('block-section_tree');
    expect(html).toContain('block-social_links');
  });

  it('passes the Nu HTML Checker on every page fetched', () => {
    expect(fetched.size).toBeGreaterThan(10);
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([page, messages]) => [page, describeMessages(messages)]))).toEqual({});
  });
});

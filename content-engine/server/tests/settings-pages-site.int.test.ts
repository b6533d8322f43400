import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset, insertLayout, insertSection, insertTenant } from '../../testing/fixtures.ts';
import { insertPerson } from '../../testing/fixtures-catalogue.ts';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { startBuildPipeline, type BuildPipeline } from '../../../builds/pipeline.ts';

/*
 * The smaller settings screens' settings on the public site (issue 28): the header call to
 * action, the MEIG links of the footer, the contact groups of the global_contacts block, the
 * podcast show above the podcasts block's episodes, and modules switched off hiding their pages.
 * Each save goes through GraphQL; the build pipeline regenerates the stored pages it changed.
 */
let engine: TestEngine;
let pipeline: BuildPipeline;
let lastJobId = 0;
let token = '';
const people = { ada: 0, bo: 0 };
let image = 0;

const get = (url: string) => engine.app.inject({ url, headers: { host: 'alpha.example.com' } });
const home = async () => {
  const response = await get('/');
  expect(response.statusCode).toBe(200);
  return response.body;
};
const mutate = async (name: string, folder: string, input: Record<string, unknown>) => {
  const result = await engine.gql(
    await operationDocument(`mutation/${folder}/${name}`),
    { input },
    {
      token,
      tenantKey: 'alpha',
    },
  );
  expect(result.errors).toBeUndefined();
  await regenerated();
};

/** Waits until the change just saved is live: its job was queued and the tenant has none queued or running. */
async function regenerated() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await engine.events.settled();
    const newest = await engine.db('build_jobs').where({ tenant_key: 'alpha' }).max({ id: 'id' }).first();
    const queued = await pipeline.queue.list({ tenantKey: 'alpha', status: 'queued' });
    const running = await pipeline.queue.list({ tenantKey: 'alpha', status: 'running' });
    if (Number(newest?.id ?? 0) > lastJobId && queued.totalCount + running.totalCount === 0) {
      lastJobId = Number(newest!.id);
      const failed = await pipeline.queue.list({ tenantKey: 'alpha', status: 'failed' });
      expect(failed.jobs.map((job) => job.error)).toEqual([]);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the build queue did not settle');
}
const saveGroup = (group: string, value: unknown) =>
  mutate('updateSiteSettingsGroup', 'siteSettings', { group, value });
/** The markup of the first block of `type` (up to the next block or the end of its section). */
const block = (html: string, type: string) => {
  const start = html.indexOf(`class="block block-${type}"`);
  if (start < 0) return undefined;
  const ends = [html.indexOf('class="block block-', start + 1), html.indexOf('</section>', start)].filter((i) => i > 0);
  return html.slice(start, Math.min(...ends));
};

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await insertTenant(engine.db, { key: 'alpha', modules: ['search', 'memberships'] });
  await insertSection(engine.db, { tenantKey: 'alpha', name: 'Home', alias: 'home' });
  await insertLayout(engine.db, {
    tenantKey: 'alpha',
    name: 'Home',
    type: 'url-override',
    aliases: ['/'],
    pageType: 'section',
    primaryGrid: {
      rows: [
        {
          id: 'r1',
          settings: { layout: '1' },
          columns: [
            {
              id: 'r1c1',
              blocks: [
                { id: 'about', type: 'rich_text', settings: { html: '<p>About this site.</p>' } },
                { id: 'people', type: 'global_contacts', settings: {} },
                { id: 'show', type: 'podcasts', settings: {} },
              ],
            },
          ],
        },
      ],
    },
  });
  token = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
  people.ada = await insertPerson(engine.db, {
    tenantKey: 'alpha',
    firstName: 'Ada',
    lastName: 'Editor',
    title: 'Editor in Chief',
  });
  people.bo = await insertPerson(engine.db, {
    tenantKey: 'alpha',
    firstName: 'Bo',
    lastName: 'Sales',
    email: 'bo@alpha.example.com',
  });
  image = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'show.png', src: '/files/show.png' });
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'test' });
});
afterAll(async () => {
  await pipeline?.stop();
  await engine?.close();
});

describe('settings of the smaller settings screens on the site', () => {
  it('shows the header call to action once it is set', async () => {
    expect(await home()).not.toContain('data-header-cta');
    await mutate('updateHeaderCta', 'siteSettings', { ctaText: 'Get the print edition' });
    expect(await home()).toContain('<p class="header-cta" data-header-cta');
    expect(await home()).toMatch(/data-header-cta[^>]*>Get the print edition<\/p>/);
  });

  it('links the MEIG settings under Advertise in the footer', async () => {
    expect(await home()).not.toContain('aria-label="Advertise"');
    await saveGroup('meig', {
      mediaKitUrl: 'https://alpha.example.com/media-kit.pdf',
      industryGuideTitle: 'Buyers Guide',
      industryGuideUrl: '/buyers-guide',
      advertisingEmail: 'ads@alpha.example.com',
    });
    const advertise = /<nav aria-label="Advertise"[^>]*>[\s\S]*?<\/nav>/.exec(await home())?.[0];
    expect(advertise).toMatch(/href="https:\/\/alpha.example.com\/media-kit.pdf"[^>]*>Media Kit</);
    expect(advertise).toMatch(/href="\/buyers-guide"[^>]*>Buyers Guide</);
    expect(advertise).toMatch(/href="mailto:ads@alpha.example.com"[^>]*>Advertise With Us</);
    expect(advertise).not.toContain('Editorial Calendar');
  });

  it('shows the contact groups in order in the global_contacts block, dropping it without people', async () => {
    expect(block(await home(), 'global_contacts')).toBeUndefined();
    await saveGroup('contacts', {
      groups: [
        { title: 'Sales', contacts: [people.bo] },
        { title: 'Editorial', contacts: [people.ada] },
        { title: 'Nobody yet', contacts: [] },
      ],
    });
    const html = block(await home(), 'global_contacts')!;
    expect(html.search(/<h2[^>]*>Sales<\/h2>/)).toBeLessThan(html.search(/<h2[^>]*>Editorial<\/h2>/));
    expect(html.search(/<h2[^>]*>Sales<\/h2>/)).toBeGreaterThan(0);
    expect(html).toMatch(/<strong[^>]*>Ada Editor<\/strong>/);
    expect(html).toContain('Editor in Chief');
    expect(html).toContain('href="mailto:bo@alpha.example.com"');
    expect(html).not.toContain('Nobody yet');
  });

  it('heads the podcasts block with the show, its image and its listening links', async () => {
    expect(block(await home(), 'podcasts')).toBeUndefined();
    await saveGroup('podcast', {
      title: 'The Alpha Podcast',
      url: '/podcast',
      image: [image],
      description: 'Weekly talk.',
      links: { spotify: 'https://open.spotify.example/alpha', apple: 'https://podcasts.apple.example/alpha' },
    });
    const html = block(await home(), 'podcasts')!;
    expect(html).toMatch(/<a href="\/podcast"[^>]*>The Alpha Podcast<\/a>/);
    expect(html).toContain('src="/files/show.png"');
    expect(html).toContain('Weekly talk.');
    expect(html.indexOf('>Apple Podcasts</a>')).toBeLessThan(html.indexOf('>Spotify</a>'));
  });

  it("regenerates the pages showing the podcast image when the image's alt text changes", async () => {
    expect(block(await home(), 'podcasts')).toContain('alt="The Alpha Podcast"');
    await mutate('updateAsset', 'asset', { id: image, alt: 'The show in the studio' });
    expect(block(await home(), 'podcasts')).toContain('alt="The show in the studio"');
  });

  it('marks the pages showing contacts and the podcast image with their people and asset', async () => {
    // No person editor yet (issue 29): its writes are to emit `person:ID`, which the page carries.
    const tags = await engine.db('built_page_tags').where({ tenant_key: 'alpha', path: '/' }).pluck('tag');
    expect(tags).toEqual(expect.arrayContaining([`person:${people.ada}`, `person:${people.bo}`, `asset:${image}`]));
  });

  it('hides a module switched off: its page is gone and its header link too', async () => {
    expect((await get('/search')).statusCode).toBe(200);
    expect(await home()).toContain('class="header-search"');
    await mutate('setEnabledModules', 'tenant', { modules: ['memberships'] });
    expect((await get('/search')).statusCode).toBe(404);
    expect(await home()).not.toContain('class="header-search"');
    await mutate('setEnabledModules', 'tenant', { modules: ['memberships', 'search'] });
    expect((await get('/search')).statusCode).toBe(200);
  });

  it('passes the Nu HTML Checker with every setting shown', async () => {
    const [problems = []] = Object.values(checkHtml({ home: await home() }));
    expect(describeMessages(problems)).toEqual(describeMessages([]));
  });
});

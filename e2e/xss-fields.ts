import { expect } from 'vitest';
import { toJson } from '../content-engine/core/rows.ts';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { cmsToken } from '../content-engine/testing/fixtures-cms-tokens.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { fieldOrder } from '../content-engine/testing/xss-corpus.ts';

/*
 * Puts the XSS corpus into every editor-writable text field that reaches a public page, through
 * the real GraphQL mutations as the site's editor (content, assets, menus) and the site's own
 * administrator (settings, sections, layouts), and as an anonymous commenter. Authors and
 * house-ad creatives have no mutations (seeded, or imported): their rows are written directly.
 */

/** The third party the site configures: the only host a script may come from. */
export const configuredScriptHost = 'cdn.blueconic.example';

/** The corpus cut into pieces that fit a field of `max` characters (no payload is cut). */
export function corpusChunks(max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const { text } of fieldOrder()) {
    if (text.length > max) continue;
    if (current && current.length + 1 + text.length > max) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${text}` : text;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** A JSON column as an object (SQLite gives text, PostgreSQL may give the value). */
const fromJson = <T>(value: unknown, empty: T): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? empty);

const corpusHtml = fieldOrder()
  .map((payload) => `<p>${payload.name}:</p>${payload.text}`)
  .join('\n');
const types = ['Article', 'Webinar', 'Event', 'Video'] as const;

export interface SeededPages {
  home: string;
  section: string;
  articles: { id: number; path: string }[];
}

export async function writeCorpusEverywhere(engine: TestEngine, tenantKey: string): Promise<SeededPages> {
  const editor = await cmsToken(engine, { username: 'xss-editor', role: 'editor', tenants: [tenantKey] });
  const admin = await cmsToken(engine, { username: 'xss-admin', role: 'administrator', tenants: [tenantKey] });
  const gql = async <T>(token: string, query: string, input: unknown): Promise<T> => {
    const response = await engine.gql<T>(query, { input }, { tenantKey, token });
    expect(response.errors, query).toBeUndefined();
    return response.data!;
  };
  const refused = async (token: string, query: string, input: unknown) => {
    const response = await engine.gql(query, { input }, { tenantKey, token });
    expect(response.errors?.[0]?.extensions.code, query).toBe('BAD_USER_INPUT');
  };

  // Site settings (administrator): the site's name (title, header, JSON-LD, Open Graph), the footer's text, anonymous comments,
  // and the third parties: one https script; an http one the page config must leave out.
  const settings = await loadSiteSettings(engine.db, tenantKey);
  const group = (name: string, value: unknown) =>
    gql(
      admin,
      'mutation($input: UpdateSiteSettingsGroupInput!) { updateSiteSettingsGroup(input: $input) { updated } }',
      { group: name, value },
    );
  await group('general', { ...settings.general, siteName: corpusChunks(200)[0] });
  await group('footer', { ...settings.footer, copyrightText: corpusChunks(500)[1] });
  await group('memberships', { ...settings.memberships, allowAnonymousCommenting: true });
  await group('oneTrust', { scriptId: '' });
  await group('googleTagManager', { ...settings.googleTagManager, containerID: '' });
  const allOff = Object.fromEntries(
    Object.entries(settings.thirdPartyScripts).map(([name, script]) => [name, { ...script, enabled: false }]),
  );
  await group('thirdPartyScripts', {
    ...allOff,
    blueConic: { enabled: true, sourceUrl: `https://${configuredScriptHost}/site.js` },
    adDaptive: { enabled: true, scriptSrc: 'http://ads.evil.example/tag.js' },
  });
  await refused(
    admin,
    'mutation($input: UpdateSiteSettingsGroupInput!) { updateSiteSettingsGroup(input: $input) { updated } }',
    {
      group: 'thirdPartyScripts',
      value: { ...allOff, adDaptive: { enabled: true, scriptSrc: "data:text/javascript,__xss('settings-script')" } },
    },
  );

  // Menus (editor): labels from the corpus; script URLs are refused as hrefs.
  const menuLinks = corpusChunks(200).map((label, index) => ({
    label,
    href: `/menu-${index}?q="><img/src=x/onerror=__xss('menu-href')>`,
  }));
  await gql(editor, 'mutation($input: SetMenuInput!) { setMenu(input: $input) { menu } }', {
    menu: 'footer',
    links: menuLinks,
  });
  await gql(editor, 'mutation($input: SetMenuInput!) { setMenu(input: $input) { menu } }', {
    menu: 'header_primary',
    links: menuLinks.slice(0, 3),
  });
  for (const href of [
    "javascript:__xss('menu-javascript')",
    " JaVaScRiPt:__xss('menu-mixed-case')",
    "data:text/html,<script>__xss('menu-data')</script>",
    'java\tscript:__xss(1)',
  ]) {
    await refused(editor, 'mutation($input: SetMenuInput!) { setMenu(input: $input) { menu } }', {
      menu: 'footer',
      links: [{ label: 'x', href }],
    });
  }
  // The whole settings document takes any href (administrator): the page still writes no script URL.
  const current = await loadSiteSettings(engine.db, tenantKey);
  const scriptLinks = [
    "javascript:__xss('settings-menu')",
    "&#106;avascript:__xss('settings-menu-entities')",
    "vbscript:__xss('settings-menu-vbscript')",
    ' \tJaVa\nScRiPt:__xss(1)',
  ];
  await gql(admin, 'mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { updated } }', {
    payload: {
      ...current,
      menu: { ...current.menu, header_secondary: scriptLinks.map((href) => ({ label: 'settings link', href })) },
    },
  });

  // A section (administrator): its name and description.
  const { createWebsiteSection: section } = await gql<{ createWebsiteSection: { id: number; canonicalPath: string } }>(
    admin,
    'mutation($input: CreateWebsiteSectionInput!) { createWebsiteSection(input: $input) { id canonicalPath } }',
    { name: corpusChunks(100)[0], manualAlias: 'xss-corpus', description: corpusChunks(1000)[0] },
  );

  // An image (editor): alt, caption and credit.
  const image = await engine
    .db('assets')
    .where({ tenant_key: tenantKey, type: 'Image', is_logo: false })
    .orderBy('id')
    .first('id');
  await gql(editor, 'mutation($input: UpdateAssetInput!) { updateAsset(input: $input) { id } }', {
    id: image.id,
    alt: corpusChunks(300)[0],
    caption: corpusChunks(500)[0],
    credit: corpusChunks(200)[0],
  });

  // An author: name and bio (no mutation; written as an import would).
  const author = await engine.db('persons').where({ tenant_key: tenantKey }).orderBy('id').first('id');
  await engine
    .db('persons')
    .where({ id: author.id })
    .update({
      full_name: corpusChunks(200)[0],
      first_name: corpusChunks(100)[0],
      title: corpusChunks(200)[1],
      bio: corpusHtml,
    });

  // House-ad creatives: every text field (no mutation; the seed writes them).
  for (const creative of await engine
    .db('house_ad_creatives')
    .where({ tenant_key: tenantKey })
    .select('id', 'kind', 'fields')) {
    const fields = fromJson<Record<string, unknown>>(creative.fields, {});
    const text = corpusChunks(300)[0];
    const patched = {
      ...fields,
      ...(creative.kind === 'native'
        ? { nativeTitle: text, nativeSummary: corpusChunks(1000)[0], labels: [corpusChunks(100)[0]] }
        : {}),
      ...(creative.kind === 'image' ? { altText: text } : {}),
      ...(creative.kind === 'skin' ? { adTitle: text } : {}),
      ...(creative.kind === 'welcome' ? { adTag: corpusHtml } : {}),
    };
    await engine
      .db('house_ad_creatives')
      .where({ id: creative.id })
      .update({ fields: toJson(patched) });
  }

  // The home page's layout (administrator): a rich-text block with the corpus, its title and link, a call to action's link.
  const home = await homeLayout(engine, tenantKey);
  const grid = fromJson<{ rows: { columns: { blocks: { type: string; settings: Record<string, unknown> }[] }[] }[] }>(
    home.primary_grid,
    { rows: [] },
  );
  for (const block of grid.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks))) {
    if (block.type === 'rich_text')
      block.settings = {
        ...block.settings,
        title: corpusChunks(500)[0],
        link: "javascript:__xss('block-link')",
        html: corpusHtml,
      };
    if (block.type === 'call_to_action')
      block.settings = {
        ...block.settings,
        ctaText: corpusChunks(2000)[0],
        buttonLabel: corpusChunks(200)[0],
        buttonLink: " javascript:__xss('cta-link')",
      };
  }
  await gql(admin, 'mutation($input: UpdateLayoutInput!) { updateLayout(input: $input) { id } }', {
    id: home.id,
    primaryGrid: grid,
  });

  // Content (editor): every text field, in pieces that fit, published in the section.
  const articles: SeededPages['articles'] = [];
  const names = corpusChunks(500);
  for (const [index, name] of names.entries()) {
    const input = {
      type: types[index % types.length],
      name,
      shortName: corpusChunks(300)[index % corpusChunks(300).length],
      seoTitle: name,
      teaser: name.padEnd(50, '.').slice(0, 600),
      body: corpusHtml,
      labels: corpusChunks(100).slice(0, 50),
      embedCode: name,
      linkUrl: `/webinar?x="><img src=x onerror=__xss('link-url')>`,
      venue: { name: corpusChunks(200)[0] },
      startDate: Date.now() + 86_400_000,
      primarySectionId: section.id,
      primaryImageId: image.id,
      authorIds: [author.id],
      schedules: [{ sectionId: section.id }],
    };
    const { createContent: created } = await gql<{ createContent: { id: number; canonicalPath: string } }>(
      editor,
      'mutation($input: CreateContentInput!) { createContent(input: $input) { id canonicalPath } }',
      input,
    );
    await gql(editor, 'mutation($input: PublishContentInput!) { publishContent(input: $input) { id } }', {
      id: created.id,
    });
    articles.push({ id: created.id, path: created.canonicalPath });
  }
  await refused(editor, 'mutation($input: CreateContentInput!) { createContent(input: $input) { id } }', {
    type: 'Webinar',
    name: 'x',
    linkUrl: "javascript:__xss('link-url-javascript')",
  });

  // Comments by an anonymous site visitor on the first article.
  for (const body of corpusChunks(3000)) {
    const comment = await engine.gql(
      'mutation($input: PostCommentInput!) { postComment(input: $input) { message } }',
      { input: { contentId: articles[0]!.id, displayName: corpusChunks(60)[0], body } },
      { tenantKey },
    );
    expect(comment.errors).toBeUndefined();
  }
  return { home: '/', section: section.canonicalPath, articles };
}

async function homeLayout(engine: TestEngine, tenantKey: string): Promise<{ id: number; primary_grid: unknown }> {
  const layouts: { id: number; primary_grid: unknown }[] = await engine
    .db('layouts')
    .where({ tenant_key: tenantKey })
    .select('id', 'primary_grid');
  const home = layouts.find((layout) => {
    const text = JSON.stringify(layout.primary_grid);
    return text.includes('rich_text') && text.includes('call_to_action');
  });
  expect(home, 'the home layout').toBeTruthy();
  return home!;
}

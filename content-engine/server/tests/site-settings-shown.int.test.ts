import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { toJson } from '../../core/rows.ts';
import { loadSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSiteSettings } from '../../settings/queries.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { sessionFlagScript } from '../../../site/lib/audience.ts';

/*
 * Issue 28 item 3: every stored setting shows on the sites. Each case changes one setting and
 * reads the rendered page (or the tenant's stylesheet, for the style settings: ADR 47).
 */
const tenantKey = 'alpha';
const host = 'alpha.example.com';

let engine: TestEngine;
let fixture: TenantFixture;

// A miss renders and stores the page; every change below drops the stored pages of the tenant first
// (the build pipeline, not running here, would regenerate them).
const get = async (url: string) => {
  const response = await engine.app.inject({ method: 'GET', url, headers: { host } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** Changes the tenant's settings, drops what was stored and cached of them. */
async function changeSettings(change: (settings: SiteSettings) => void) {
  const settings = await loadSiteSettings(engine.db, tenantKey);
  change(settings);
  await saveSiteSettings(engine.db, { tenantKey, settings, now: Date.now() });
  await dropStored();
  emitChange({ events: engine.events, now: Date.now }, tenantKey, 'settings', [tags.settings, tags.styles]);
  await engine.events.settled();
}

async function dropStored() {
  const rows: { file: string }[] = await engine.db('built_pages').where({ tenant_key: tenantKey }).select('file');
  await engine.store!.numbered(async (seq) => {
    for (const { file } of rows) await engine.store!.remove(tenantKey, file, { seq });
  });
  await engine.db('built_pages').where({ tenant_key: tenantKey }).delete();
}

/** Replaces the home layout's grid. */
const homeGrid = (rows: unknown[]) => changeHomeLayout({ primary_grid: toJson({ rows }) });

/** Changes columns of the home layout, drops what was stored of it. */
async function changeHomeLayout(columns: Record<string, unknown>) {
  await engine.db('layouts').where({ id: fixture.layouts.home }).update(columns);
  await dropStored();
  emitChange({ events: engine.events, now: Date.now }, tenantKey, 'layout', [tags.layout(fixture.layouts.home)]);
  await engine.events.settled();
}

const richText = (id: string, settings: Record<string, unknown>) => ({
  id,
  type: 'rich_text',
  settings: { html: `<p>Text of ${id}</p>`, ...settings },
});

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  fixture = await buildTenant(engine.db, tenantKey);
});
afterAll(() => engine?.close());

describe('style settings, in the tenant stylesheet every page links', () => {
  it('links the stylesheet and inlines no style value', async () => {
    const home = await get('/');
    expect(home).toContain('<link rel="stylesheet" href="/css/site.css">');
    expect(home).not.toContain('--primary:');
  });

  it('shows the page fonts', async () => {
    await changeSettings((s) => {
      s.baseStyles.primaryFontFamily = 'fira_sans';
      s.baseStyles.secondaryFontFamily = 'pt_sans';
    });
    const css = await get('/css/site.css');
    expect(css).toContain("--font-primary:'Fira Sans',");
    expect(css).toContain("--font-secondary:'PT Sans',");
    expect(css).toContain('body{font-family:var(--font-primary)}');
  });

  it('shows the header and menu colours', async () => {
    await changeSettings((s) => {
      s.header.backgroundColor = '#0a0b0c';
      s.header.textColor = '#f0f0f0';
      s.header.primaryMenuBackgroundColor = '#123456';
      s.header.primaryMenuTextColor = '#fedcba';
      s.header.secondaryMenuBackgroundColor = '#234567';
      s.header.secondaryMenuTextColor = '#edcba9';
    });
    const css = await get('/css/site.css');
    for (const value of [
      '--header-bg:#0a0b0c',
      '--header-text:#f0f0f0',
      '--primary-menu-bg:#123456',
      '--primary-menu-text:#fedcba',
      '--secondary-menu-bg:#234567',
      '--secondary-menu-text:#edcba9',
    ])
      expect(css).toContain(value);
  });

  it('shows the footer colours and the maximum width and spacing', async () => {
    await changeSettings((s) => {
      s.footer.primaryBackgroundColor = '#202122';
      s.footer.logoBackgroundColor = '#fafbfc';
      s.general.maxWidth = 1180;
      s.general.spacing = { default: 40, unit: 5 };
    });
    const css = await get('/css/site.css');
    expect(css).toContain('--footer-bg:#202122');
    expect(css).toContain('--footer-logo-bg:#fafbfc');
    expect(css).toContain('--max-width:1180px;--spacing:40px;--unit:5px');
  });

  it('shows the dark site theme and the podcast accent colour', async () => {
    await changeSettings((s) => {
      s.baseStyles.siteTheme = 'dark';
      s.podStyle.accentColor = '#7a1fa2';
    });
    const css = await get('/css/site.css');
    expect(css).toContain('--body-bg:#121212;--body-text:#eeeeee');
    expect(css).toContain('color-scheme:dark');
    expect(css).toContain('--pod-accent:#7a1fa2');
    await changeSettings((s) => (s.baseStyles.siteTheme = 'light'));
    expect(await get('/css/site.css')).toContain('--body-text:#222222');
  });
});

describe('markup settings', () => {
  it('shows the footer copyright text, and the default one when empty', async () => {
    expect(await get('/')).toContain(`${new Date().getFullYear()} `);
    await changeSettings((s) => (s.footer.copyrightText = '© Alpha Media Group, every right kept'));
    expect(await get('/')).toContain('© Alpha Media Group, every right kept');
  });

  it('shows the footer logo', async () => {
    await changeSettings((s) => (s.footer.logo = '/files/alpha-footer-logo.png'));
    const home = await get('/');
    const footer = home.slice(home.indexOf('<footer'));
    expect(footer).toMatch(/<a href="\/" class="footer-logo"[^>]*><img src="\/files\/alpha-footer-logo.png"/);
  });

  it('sizes the header logo by logoWidth', async () => {
    await changeSettings((s) => {
      s.header.logo = '/files/alpha-logo.png';
      s.header.logoWidth = 210;
    });
    const header = (await get('/')).split('<header')[1]!;
    expect(header).toMatch(/<img src="\/files\/alpha-logo.png"[^>]* width="210"[^>]* style="width:210px;height:auto"/);
  });

  it('shows the header call-to-action text in the new design', async () => {
    await changeSettings((s) => {
      s.useNewDesign = true;
      s.header.ctaText = 'Subscribe to the Alpha daily';
    });
    expect(await get('/')).toMatch(/<p class="header-cta"[^>]*>Subscribe to the Alpha daily<\/p>/);
  });

  it('caps the load-more parts by maxPageScrolls, and shows none at 0', async () => {
    expect(await get('/news')).toMatch(/max&quot;:\[0,8\]/);
    await changeSettings((s) => (s.general.maxPageScrolls = 3));
    expect(await get('/news')).toMatch(/max&quot;:\[0,3\]/);
    await changeSettings((s) => (s.general.maxPageScrolls = 0));
    expect(await get('/news')).not.toContain('<div class="load-more-slot"');
  });
});

describe('grid settings', () => {
  it('shows block trackingId, colorScheme and titleIcon, and row groupBlocks', async () => {
    await homeGrid([
      {
        id: 'g1',
        settings: { layout: '1', groupBlocks: true },
        columns: [
          {
            id: 'g1c1',
            blocks: [
              richText('tracked', { trackingId: 'home-hero-7', colorScheme: 'Dark' }),
              richText('iconed', { title: 'With an icon', titleIcon: '/files/icons/star.svg' }),
            ],
          },
        ],
      },
    ]);
    const home = await get('/');
    expect(home).toMatch(/<section class="grid-row row-1 [^"]*group-blocks"/);
    expect(home).toMatch(/class="block block-rich_text scheme-dark"[^>]* data-tracking-id="home-hero-7"/);
    expect(home).toMatch(
      /<h2 class="block-title"[^>]*><img class="block-title-icon"[^>]* src="\/files\/icons\/star.svg"/,
    );
  });

  it('shows row displayCondition as who may see the row, and marks members before the page is painted', async () => {
    const row = (id: string, displayCondition: string) => ({
      id,
      settings: { layout: '1', displayCondition },
      columns: [{ id: `${id}c1`, blocks: [richText(`${id}b`, {})] }],
    });
    await homeGrid([
      row('everyone', 'always'),
      row('members', 'logged-in'),
      row('visitors', 'logged-out'),
      row('wide', 'desktop'),
      row('narrow', 'mobile'),
    ]);
    const home = await get('/');
    const rowTag = (text: string) => home.split(`Text of ${text}`)[0]!.split('<section').at(-1)!;
    expect(rowTag('everyoneb')).not.toMatch(/data-show-(to|on)/);
    expect(rowTag('membersb')).toMatch(/^ data-show-to="members" class="grid-row/);
    expect(rowTag('visitorsb')).toMatch(/^ data-show-to="visitors" class="grid-row/);
    expect(rowTag('wideb')).toMatch(/^ data-show-on="desktop" class="grid-row/);
    expect(rowTag('narrowb')).toMatch(/^ data-show-on="mobile" class="grid-row/);
    // The head's flag script sets <html data-session="member"> from the session marker cookie.
    expect(home).toContain(`<script>${sessionFlagScript}</script>`);
  });

  it('shows the call-to-action block only to logged-in site users in the new design', async () => {
    const cta = {
      id: 'cta',
      type: 'call_to_action',
      settings: { ctaText: 'Renew today', buttonLabel: 'Renew', buttonLink: '/renew' },
    };
    await homeGrid([{ id: 'c1', settings: { layout: '1' }, columns: [{ id: 'c1c1', blocks: [cta] }] }]);
    await changeSettings((s) => (s.useNewDesign = false));
    expect(await get('/')).toMatch(/<div class="block block-call_to_action"/);
    await changeSettings((s) => (s.useNewDesign = true));
    expect(await get('/')).toMatch(/<div data-show-to="members" class="block block-call_to_action"/);
  });
});

describe('layout page shell props', () => {
  const main = (html: string) => html.match(/<main [^>]*>/)?.[0];
  const body = (html: string) => html.match(/<body[^>]*>/)?.[0];
  /** The page's bundled stylesheets (PageShell's and Grid's rules), minified. */
  const bundledCss = async (html: string) =>
    (
      await Promise.all(
        [...html.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g)].map(([, href]) => get(href!)),
      )
    ).join('');

  it('keeps the main area at the site width by default, and spans the viewport with fullWidth', async () => {
    expect(main(await get('/'))).toBe('<main class="site-main">');
    await changeHomeLayout({ full_width: true });
    const home = await get('/');
    expect(main(home)).toBe('<main class="site-main full-width">');
    const css = await bundledCss(home);
    expect(css).toContain('.site-main.full-width{max-width:none;padding-inline:0}');
    // Its site-width rows keep their content within the site's maximum width; restricted rows stay 960 px.
    expect(css).toMatch(/\.site-main\.full-width \.site-width\[[^\]]+\]\{padding-inline:calc\(max\(var\(--gutter\),/);
    await changeHomeLayout({ full_width: false });
    expect(main(await get('/'))).toBe('<main class="site-main">');
  });

  it('fills the viewport height by default, and not with fullHeight off', async () => {
    const home = await get('/');
    expect(body(home)).toBe('<body class="full-height">');
    expect(await bundledCss(home)).toContain(
      'body.full-height{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column}',
    );
    await changeHomeLayout({ full_height: false });
    expect(body(await get('/'))).toBe('<body>');
    await changeHomeLayout({ full_height: true });
    expect(body(await get('/'))).toBe('<body class="full-height">');
  });
});

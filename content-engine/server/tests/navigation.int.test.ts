import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';

/*
 * The header's navigation (ADR 0061) as the site serves it, old and new design: the mega menu,
 * the hamburger sidebar with collapsible groups, the bottom bar and sponsored search. Every page
 * fetched here passes the Nu HTML Checker.
 */
let engine: TestEngine;
const fetched = new Map<string, string>();
const get = async (tenantKey: string, url: string) => {
  const response = await engine.app.inject({ url, headers: { host: `${tenantKey}.example.com` } });
  expect(response.statusCode).toBe(200);
  fetched.set(`${tenantKey} ${url}`, response.body);
  return response.body;
};
const link = (label: string, href: string) => ({ label, href });
const primary = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map((l) => link(l, `/${l.toLowerCase()}`));
const sponsoredSearch = {
  enabled: true,
  logo: '/files/sponsor.png',
  altLogo: '/files/sponsor-alt.png',
  searchPageLogo: '/files/sponsor-search.png',
  clickUrl: 'https://sponsor.example/landing',
};
/** The markup between an element's id and the end of the header. */
const part = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf('</header>'));

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await insertTenant(engine.db, { key: 'newd' });
  await insertTenant(engine.db, { key: 'oldd' });
  await insertSiteSettings(engine.db, {
    tenantKey: 'newd',
    settings: {
      useNewDesign: true,
      general: { siteName: 'New Design Weekly', rootDomain: 'newd.example' },
      header: { ctaText: 'Read the daily briefing' },
      socialLinks: { facebook: 'https://www.facebook.com/newd', email: 'editors@newd.example' },
      sponsoredSearch,
      menu: {
        header_primary: primary,
        mega_1: [link('Fleet', '/fleet'), link('<script>alert(1)</script>', 'javascript:alert(1)')],
        mega_2: [link('Webinars', '/resources/webinars')],
        mega_3: [link('Contact Us', '/contact-us')],
        affiliated_brands: [link('Plant Weekly', 'https://www.plant.example')],
      },
    },
  });
  await insertSiteSettings(engine.db, {
    tenantKey: 'oldd',
    settings: {
      useNewDesign: false,
      general: { siteName: 'Old Design Weekly', rootDomain: 'oldd.example' },
      header: { hamburgerMenuStyle: 'secondary', hamburgerMenuCollapsibleGroups: true },
      sponsoredSearch,
      menu: {
        header_primary: primary,
        header_secondary: [link('Subscribe', '/subscribe')],
        hamburger: [
          { ...link('Operations', '/operations'), children: [link('Safety', '/operations/safety')] },
          link('Directory', '/directory'),
        ],
      },
    },
  });
});
afterAll(() => engine.close());

describe('the new design header', () => {
  it('has a hamburger opening the mega menu: search, Sections, Special, Contact, brands and social links', async () => {
    const html = await get('newd', '/search');
    expect(html).toMatch(
      /<button[^>]*data-nav-toggle[^>]*aria-expanded="false"[^>]*aria-controls="mega-menu"[^>]*aria-label="Menu"/,
    );
    const mega = part(html, 'mega-menu');
    expect(mega).toMatch(/^id="mega-menu"[^>]*data-nav-overlay[^>]*hidden/);
    expect(mega).toContain('placeholder="Start your search here..."');
    expect(mega).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/);
    for (const title of ['Sections', 'Special', 'Contact', 'Our brands']) expect(mega).toContain(`>${title}</p>`);
    expect(mega).toContain('href="/fleet"');
    expect(mega).toContain('href="/resources/webinars"');
    expect(mega).toContain('href="/contact-us"');
    expect(mega).toMatch(/href="https:\/\/www\.plant\.example"[^>]*target="_blank"[^>]*rel="noopener"/);
    expect(mega).toContain('href="https://www.facebook.com/newd"');
    expect(mega).toContain('href="mailto:editors@newd.example"');
    // An editor's label is text and a javascript: link has no href.
    expect(mega).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mega).not.toContain('javascript:');
    expect(html).not.toContain('<script>alert(1)');
    // No sidebar in the new design.
    expect(html).not.toContain('id="hamburger-menu"');
  });

  it('has the bottom bar with the call to action and the first 5 primary links, hidden on scroll', async () => {
    const html = await get('newd', '/search');
    expect(html).toMatch(/<header[^>]*data-hide-bar-on-scroll/);
    const bar = html.slice(html.indexOf('class="primary-bar'), html.indexOf('id="mega-menu"'));
    expect(bar).toContain('Read the daily briefing');
    expect([...bar.matchAll(/data-track-menu="header_primary"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
    ]);
  });

  it('shows the sponsored-search logo 30 px high in the header and 50 px on the search page, its click tracked', async () => {
    const html = await get('newd', '/search');
    const logos = [...html.matchAll(/<a class="sponsored-search[^"]*"[^>]*>.*?<\/a>/g)].map((m) => m[0]);
    expect(logos).toHaveLength(2);
    expect(logos[0]).toContain('href="https://sponsor.example/landing"');
    expect(logos[0]).toContain('data-track="sponsoredSearchLogoClick"');
    expect(logos[0]).toMatch(/src="\/files\/sponsor-alt\.png"[^>]*height="30"/);
    expect(logos[1]).toMatch(/src="\/files\/sponsor-search\.png"[^>]*height="50"/);
  });
});

describe('the old design header', () => {
  it('has a hamburger in the secondary bar opening the sidebar with collapsible groups', async () => {
    const html = await get('oldd', '/search');
    const secondary = html.slice(html.indexOf('class="secondary-menu'), html.indexOf('class="brand'));
    expect(secondary).toMatch(/data-nav-toggle[^>]*aria-controls="hamburger-menu"/);
    const sidebar = part(html, 'hamburger-menu');
    expect(sidebar).toMatch(/^id="hamburger-menu"[^>]*data-nav-overlay[^>]*hidden/);
    expect(sidebar).toMatch(
      /<button[^>]*data-nav-toggle[^>]*aria-expanded="false"[^>]*aria-controls="hamburger-group-1"[^>]*aria-label="Operations links"/,
    );
    expect(sidebar).toMatch(/<ul id="hamburger-group-1"[^>]*hidden[^>]*>.*href="\/operations\/safety"/s);
    // A link without children has no toggle.
    expect(sidebar).not.toContain('aria-controls="hamburger-group-2"');
    expect(html).not.toContain('id="mega-menu"');
    // Old design: all primary links, the 50 px sponsored logo.
    expect(html).toContain('>Seven</a>');
    expect(html).toMatch(
      /class="sponsored-search[^"]*"[^>]*data-track="sponsoredSearchLogoClick"[^>]*>.*?src="\/files\/sponsor\.png"[^>]*height="50"/s,
    );
  });

  it('shows the groups open when they are not collapsible, and no hamburger without its menu', async () => {
    await insertTenant(engine.db, { key: 'oldo' });
    await insertSiteSettings(engine.db, {
      tenantKey: 'oldo',
      settings: {
        useNewDesign: false,
        header: { hamburgerMenuStyle: 'primary', hamburgerMenuCollapsibleGroups: false },
        menu: {
          header_primary: primary,
          hamburger: [{ ...link('Ops', '/ops'), children: [link('Safety', '/safety')] }],
        },
      },
    });
    const html = await get('oldo', '/search');
    const primaryBar = html.slice(html.indexOf('class="primary-bar'), html.indexOf('id="hamburger-menu"'));
    expect(primaryBar).toContain('aria-controls="hamburger-menu"');
    expect(part(html, 'hamburger-menu')).toMatch(
      /<ul id="hamburger-group-1" class="sidebar-children"(?![^>]*hidden)[^>]*>/,
    );
    expect(part(html, 'hamburger-menu')).not.toContain('sidebar-group-toggle');
  });
});

describe('the pages', () => {
  it('pass the Nu HTML Checker', () => {
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([page, messages]) => [page, describeMessages(messages)]))).toEqual({});
  });
});

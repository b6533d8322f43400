import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLayout } from '../../testing/fixtures.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { blockMarkup as block, loadedAddresses, oneColumnGrid as grid } from '../../testing/site-markup.ts';

/*
 * The embed and widget blocks (issue 30) on the demo data: each renders where the demo layouts
 * put it (the events page, the Podcast pages) or where a layout added here does (an issue's
 * digital edition, hostile settings), no third-party address is loaded before consent, and every
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

let issuePath: string;
let digitalEdition: string;
let podcast: { path: string; name: string; audio: string };
let gated: { path: string; id: number };

beforeAll(async () => {
  engine = await seededSiteEngine();

  const issue = await engine
    .db('magazine_issues as i')
    .join('magazine_publications as p', 'p.id', 'i.publication_id')
    .where({ 'i.tenant_key': tenant, 'i.status': 1 })
    .whereNotNull('i.digital_edition_url')
    .orderBy('i.mail_date', 'desc')
    .first('i.alias', 'i.digital_edition_url', 'p.alias as pub');
  issuePath = `/magazine/${issue.pub}/${issue.alias}`;
  digitalEdition = issue.digital_edition_url;
  await insertLayout(engine.db, {
    tenantKey: tenant,
    name: 'Issue with its digital edition',
    type: 'url-override',
    aliases: [issuePath],
    pageType: 'issue',
    primaryGrid: grid([{ type: 'zmag_embed', settings: { title: 'Digital Edition' } }]),
  });
  // Hostile or broken settings: every block here has nothing safe to show but the sanitised copy.
  await insertLayout(engine.db, {
    tenantKey: tenant,
    name: 'Hostile widgets',
    type: 'url-override',
    aliases: ['/resources/videos'],
    pageType: 'section',
    primaryGrid: grid([
      {
        type: 'marketing_page_content',
        settings: { html: '<p>Safe copy</p><script>alert(1)</script><img src="/x.png" alt="" onerror="alert(2)">' },
      },
      { type: 'marketing_page_content', settings: { html: '<script>alert(3)</script>' } },
      { type: 'credspark', settings: { embedUrl: 'https://evil.example/credspark.com' } },
      { type: 'swiftrev', settings: { embedUrl: 'http://widgets.swiftrev.com/x' } },
      { type: 'omeda_injection', settings: { url: 'javascript:alert(4)', label: 'Click' } },
      { type: 'zmag_embed', settings: { zmagId: '"><script>alert(5)</script>' } },
      { type: 'simplemaps_us', settings: { states: [{ state: 'TX', href: 'javascript:alert(6)' }] } },
      { type: 'countdown_timer', settings: { endsAt: 'next tuesday' } },
      { type: 'podcast_player', settings: { population: { contentTypes: ['Video'], numberOfItems: 1 } } },
    ]),
  });

  // A members-only article that shows a digital edition: its frame waits for the gate decision.
  const zmagLayout = await insertLayout(engine.db, {
    tenantKey: tenant,
    name: 'Members edition',
    type: 'content-override',
    contentTypes: ['Article'],
    primaryGrid: grid([
      { type: 'content_body' },
      { type: 'zmag_embed', settings: { zmagId: 'members-edition' } },
      { type: 'credspark', settings: { embedUrl: 'https://app.credspark.com/embed/members' } },
    ]),
  });
  const [article] = await engine
    .db('content')
    .where({ tenant_key: tenant, type: 'Article', status: 1 })
    .where('published', '<=', now)
    .where((q) => q.whereNull('expires').orWhere('expires', '>', now))
    .orderBy('published', 'desc')
    .limit(1)
    .select('id', 'canonical_path');
  const membership = await engine.db('memberships').where({ tenant_key: tenant }).first('id');
  await engine
    .db('content')
    .where({ id: article.id })
    .update({ layout_id: zmagLayout, membership_ids: JSON.stringify([Number(membership.id)]) });
  gated = { path: article.canonical_path, id: Number(article.id) };

  const [episode] = await engine
    .db('content')
    .where({ tenant_key: tenant, type: 'Podcast', status: 1 })
    .where('published', '<=', now)
    .where((q) => q.whereNull('expires').orWhere('expires', '>', now))
    .orderBy('published', 'desc')
    .limit(1)
    .select('canonical_path', 'name', 'link_url');
  podcast = { path: episode.canonical_path, name: episode.name, audio: episode.link_url };
}, 300_000);

afterAll(async () => {
  await engine?.close();
});

describe('the demo events page', () => {
  it('counts down to the event on the Chicago clock, without a live region', async () => {
    const html = block(await page('/resources/events'), 'countdown_timer')!;
    expect(html).toContain('<p class="countdown-label">Registration closes in</p>');
    expect(html).toMatch(/data-countdown-end="\d+"/);
    expect(html).toMatch(/<span class="countdown-value" data-countdown-unit="days">\d+<\/span> days/);
    expect(html).toMatch(/Ends <time datetime="[^"]+T1[56]:00:00.000Z">[^<]+, 10:00 AM C[DS]T<\/time>/);
    expect(html).not.toContain('aria-live');
  });

  it('shows the marketing copy', async () => {
    const html = block(await page('/resources/events'), 'marketing_page_content')!;
    expect(html).toContain('<strong>networking</strong>');
    expect(html).toContain('href="/resources/webinars"');
  });

  it('links the Omeda injection with its click tracked', async () => {
    const html = block(await page('/resources/events'), 'omeda_injection')!;
    expect(html).toContain('Tell us about your work');
    expect(html).toMatch(
      /<a class="omeda-injection-link" href="https:\/\/fleetowner\.omeda\.example\.com\/injection\/profile" target="_blank" rel="noopener" data-track="omedaInjectionLinkClick" data-track-block-id="[^"]+" data-track-injection-id="fleetowner_profile"[^>]*>Update my profile<\/a>/,
    );
  });

  it('writes the CredSpark, SwiftRev, map and digital edition frames without a source until consent', async () => {
    const html = await page('/resources/events');
    const frames: [string, string, string][] = [
      ['credspark', 'https://app.credspark.com/embed/fleetowner-poll', 'C0004'],
      ['swiftrev', 'https://widgets.swiftrev.com/fleetowner/offers', 'C0004'],
      ['simplemaps_us', 'https://maps.fleetowner.example.com/us-events.html', 'C0003'],
      ['zmag_embed', 'https://viewer.zmags.com/publication/fleetowner-event-guide', 'C0003'],
    ];
    for (const [type, src, category] of frames) {
      const markup = block(html, type)!;
      expect(markup, type).toContain(`data-consent-category="${category}"`);
      expect(markup, type).toContain(`<iframe data-src="${src}"`);
      expect(markup, type).toContain('data-consent-action="preferences"');
    }
    expect(block(html, 'credspark')).toContain('title="Reader poll"');
    // The frames' script comes with them (and only with them: see "pages without widgets").
    expect(html).toMatch(/<script type="module" src="\/_astro\/ConsentedFrame[^"]*\.js"><\/script>/);
  });

  it('lists the map’s states with their links', async () => {
    const html = block(await page('/resources/events'), 'simplemaps_us')!;
    expect(html).toContain('<nav aria-label="States">');
    expect(html.indexOf('>California</a>')).toBeLessThan(html.indexOf('>Illinois</a>'));
    expect(html).toContain('<a href="/resources/events/venues" data-state="TX">Texas</a>');
  });

  it('keeps the section’s own list beside the widgets', async () => {
    expect(block(await page('/resources/events'), 'content_list')).toContain('class="block-title"');
  });
});

describe('the podcast player', () => {
  it("plays a Podcast page's own episode in the browser's player, loading nothing before play", async () => {
    const html = block(await page(podcast.path), 'podcast_player')!;
    expect(html).toMatch(/<audio controls preload="none"[^>]*>\s*<source src=/);
    expect(html).toContain(`<source src="${podcast.audio}" type="audio/mpeg">`);
  });

  it('plays another episode further down, titled with its link', async () => {
    const html = await page(podcast.path);
    const first = html.indexOf('class="block block-podcast_player');
    const second = block(html, 'podcast_player', first + 1)!;
    expect(second).toContain('>Latest Episode</h2>');
    expect(second).toMatch(/<h3 class="episode-title"><a href="\/[^"]+">/);
    expect(second).not.toContain(`href="${podcast.path}"`);
  });
});

describe('the digital edition on an issue page', () => {
  it("frames the issue's digital edition after consent", async () => {
    const html = block(await page(issuePath), 'zmag_embed')!;
    expect(html).toContain(`<iframe data-src="${digitalEdition}"`);
    expect(html).toContain('data-consent-category="C0003"');
  });
});

describe('on a members-only page', () => {
  it('makes the digital edition wait for the gate decision, not the CredSpark widget', async () => {
    const html = await page(gated.path);
    expect(block(html, 'zmag_embed')).toContain(
      `data-consent-category="C0003" data-block-type="zmag_embed" data-gate-content-id="${gated.id}"`,
    );
    expect(block(html, 'credspark')).not.toContain('data-gate-content-id');
  });
});

describe("the demo's digital edition (a zmag page)", () => {
  it('frames its own Zmags publication once the visitor passes the membership gate, and shows the gating form', async () => {
    const item = await engine
      .db('content')
      .where({ tenant_key: tenant, canonical_path: '/resources/digital-edition' })
      .first('id');
    const html = await page('/resources/digital-edition');
    expect(block(html, 'zmag_embed')).toContain(
      `<iframe data-src="https://viewer.zmags.com/publication/${tenant}-digital-edition"`,
    );
    expect(block(html, 'zmag_embed')).toContain(`data-gate-content-id="${item.id}"`);
    expect(block(html, 'gating_form')).toBeTruthy();
  });
});

describe('hostile settings', () => {
  it('drops widgets without a safe address and keeps only sanitised copy', async () => {
    const html = await page('/resources/videos');
    expect(html).toContain('<p>Safe copy</p>');
    expect(html).not.toMatch(/alert\(\d\)/);
    expect(html.match(/block-marketing_page_content/g)).toHaveLength(1);
    for (const type of [
      'credspark',
      'swiftrev',
      'omeda_injection',
      'zmag_embed',
      'simplemaps_us',
      'countdown_timer',
      'podcast_player',
    ])
      expect(html, type).not.toContain(`block-${type}`);
  });
});

describe('pages without widgets', () => {
  it('carry none of their markup or scripts', async () => {
    const html = await page('/');
    expect(html).not.toContain('data-consented-frame');
    expect(html).not.toContain('ConsentedFrame');
    expect(html).not.toContain('data-countdown-end');
  });
});

describe('before consent', () => {
  it('loads no third-party address on any page with the widgets', async () => {
    for (const path of ['/resources/events', podcast.path, issuePath, gated.path]) {
      const html = fetched.get(path) ?? (await page(path));
      const external = loadedAddresses(html).filter((src) => /^(https?:)?\/\//i.test(src));
      expect(external, path).toEqual([]);
    }
  });

  it('passes the Nu HTML Checker on every page fetched', () => {
    expect(fetched.size).toBeGreaterThanOrEqual(4);
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([path, messages]) => [path, describeMessages(messages)]))).toEqual({});
  });
});

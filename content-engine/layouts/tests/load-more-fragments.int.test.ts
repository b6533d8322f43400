import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { ungatedParagraphs } from '../../shared/gating/gate.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { parseTag, tags as changeTags } from '../../core/change-tags.ts';

/*
 * The site's load-more fragments (/__fragment/load-more/{n}/{path}) on the demo: stored like pages
 * with the tags of what they show, the same for every visitor, and never carrying a gated body.
 */
const tenantKey = 'fleetowner';
const host = `${tenantKey}.localhost`;
let engine: TestEngine;
let filesDir: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  engine.app.inject({ url, headers: { host, ...headers } });
const fragment = (n: number, path: string) => `/__fragment/load-more/${n}${path === '/' ? '' : path}`;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-load-more-'));
  engine = await createTestEngine({ site: true, filesDir });
  await seedDemo(engine.db, { filesDir });
}, 120_000);

afterAll(async () => {
  await engine?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('load-more fragments', () => {
  it("render a section page's next secondary grid, are stored, and record the tags of the page, its listings and the items shown", async () => {
    const section = await engine
      .db('website_sections')
      .where({ tenant_key: tenantKey })
      .whereNot('alias', 'home')
      .orderBy('id')
      .first();
    const path = `/${section.alias}`;
    const first = await get(fragment(1, path));
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/data-load-more="(more|last)"/);
    expect(first.body).not.toContain('<html');
    // Its page view's details (spec public §3): the section's, with the part's scroll page.
    const details = /data-page-details="([^"]*)"/.exec(first.body)?.[1];
    const unescaped = details!
      .replace(/&(#34|quot);/g, '"')
      .replace(/&(#39|apos);/g, "'")
      .replace(/&amp;/g, '&');
    expect(JSON.parse(unescaped)).toMatchObject({
      path,
      pageType: 'section',
      sectionId: Number(section.id),
      scrollPage: 1,
    });
    const again = await get(fragment(1, path));
    expect(again.headers['x-masthead-cache']).toBe('static');
    expect(again.body).toBe(first.body);
    const tags = (await engine
      .db('built_page_tags')
      .where({ tenant_key: tenantKey, path: fragment(1, path) })
      .pluck('tag')) as string[];
    expect(tags).toEqual(expect.arrayContaining(['settings', changeTags.section(section.id)]));
    expect(tags.some((tag) => parseTag(tag)?.kind === 'layout')).toBe(true);
    const shownIds = [...first.body.matchAll(/href="[^"]*?(\d{8})[^"]*"/g)].map((m) =>
      changeTags.content(Number(m[1])),
    );
    for (const tag of shownIds) expect(tags).toContain(tag);
  });

  it('answer the end past the maximum and 404 for unknown pages or indexes', async () => {
    expect((await get(fragment(9, '/'))).body).toContain('data-load-more="end"');
    expect((await get('/__fragment/load-more/0')).statusCode).toBe(404);
    expect((await get(fragment(1, '/no-such-page-here'))).statusCode).toBe(404);
    const section = await engine
      .db('website_sections')
      .where({ tenant_key: tenantKey })
      .whereNot('alias', 'home')
      .orderBy('id')
      .first();
    expect((await get(`/__elsewhere/load-more/1/${section.alias}`)).statusCode).toBe(404);
  });

  it('show a membership-gated next page with its body cut, to everyone', async () => {
    const now = Date.now();
    // A gated article and the open article of its section published just after it: the gated one comes next.
    const gatedArticles = await engine
      .db('content')
      .where({ tenant_key: tenantKey, type: 'Article', status: 1 })
      .whereNot('membership_ids', '[]')
      // With the default content layout (a demo item with a layout of its own shows other blocks).
      .whereNull('layout_id')
      .whereNull('expires')
      .where('published', '<', now)
      .orderBy('published', 'desc');
    let gated;
    let before;
    for (gated of gatedArticles) {
      before = await engine
        .db('content')
        .where({
          tenant_key: tenantKey,
          type: 'Article',
          status: 1,
          primary_section_id: gated.primary_section_id,
          membership_ids: '[]',
        })
        .whereNull('layout_id')
        .whereNull('expires')
        .where('published', '>', gated.published)
        .where('published', '<', now)
        .orderBy('published', 'asc')
        .first();
      if (before) break;
    }
    expect(before).toBeTruthy();
    const { rest } = ungatedParagraphs(gated.body, 3);
    const restText = rest
      .split(/<[^>]+>/)
      .map((text: string) => text.trim())
      .find((text: string) => text.length >= 20)!;
    let found = false;
    for (let n = 1; n <= 8 && !found; n++) {
      const { body } = await get(fragment(n, before.canonical_path));
      if (body.includes(`data-path="${gated.canonical_path}"`)) {
        found = true;
        expect(body).not.toContain(restText);
        expect(body).toContain('gated-body');
      }
      if (body.includes('data-load-more="end"')) break;
    }
    expect(found).toBe(true);
  });
});

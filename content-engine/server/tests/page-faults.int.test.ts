import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLayout } from '../../testing/fixtures.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import { oneColumnGrid as grid } from '../../testing/site-markup.ts';

/*
 * One failing part never takes a page down (spec public §8, ADR 67). Each fault is real: the
 * table a part reads is moved away for one request, so its query fails in the database as a
 * lost table or a broken connection would. The page answers 200 with the rest intact, says so
 * with `Cache-Control: no-store`, and is not stored; once the fault clears, the next request
 * renders the whole page and stores it.
 */

let engine: TestEngine;

const intact = { type: 'rich_text', settings: { html: '<p>Still here when a block fails</p>' } };

const get = (tenantKey: string, path: string) =>
  engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenantKey}.localhost` } });
const storedRows = (tenantKey: string, path: string) =>
  engine.db('built_pages').where({ tenant_key: tenantKey, path }).count({ n: '*' }).first();
const stored = async (tenantKey: string, path: string) => Number((await storedRows(tenantKey, path))?.n ?? 0) > 0;

/** Runs `during` with `table` renamed away, so every query of it fails, and puts it back. */
async function withoutTable<T>(table: string, during: () => Promise<T>): Promise<T> {
  await engine.db.schema.renameTable(table, `${table}_away`);
  try {
    return await during();
  } finally {
    await engine.db.schema.renameTable(`${table}_away`, table);
  }
}

/** The count GET /health reports of pages served without a failing part. */
const pagesWithFailedParts = async (): Promise<number> =>
  (await engine.app.inject({ method: 'GET', url: '/health' })).json().renders.withFailedParts;

beforeAll(async () => {
  engine = await seededSiteEngine();
}, 240_000);

afterAll(async () => {
  await engine?.close();
});

describe('a page with a failing part', () => {
  it("leaves out a block whose site loader fails (the contacts' people), serves the rest, and stores it once the fault clears", async () => {
    const path = '/resources/videos';
    await insertLayout(engine.db, {
      tenantKey: 'fleetowner',
      name: 'Faulty contacts',
      type: 'url-override',
      aliases: [path],
      pageType: 'section',
      primaryGrid: grid([intact, { type: 'global_contacts', settings: { title: 'Our Team' } }]),
    });
    const failedBefore = await pagesWithFailedParts();
    const faulty = await withoutTable('persons', () => get('fleetowner', path));
    expect(faulty.statusCode).toBe(200);
    expect(await pagesWithFailedParts()).toBe(failedBefore + 1);
    expect(faulty.headers['cache-control']).toBe('no-store');
    expect(faulty.body).toContain('Still here when a block fails');
    expect(faulty.body).not.toContain('block-global_contacts');
    expect(await stored('fleetowner', path)).toBe(false);
    // The error monitor (ADR 0084) has the part's error, with its tenant.
    const captured = await engine.db('error_events').where({ tenant_key: 'fleetowner' }).whereLike('route', 'render:%');
    expect(captured.map((row: { message: string }) => row.message).join('\n')).toMatch(/persons/);

    const healed = await get('fleetowner', path);
    expect(healed.statusCode).toBe(200);
    expect(await pagesWithFailedParts()).toBe(failedBefore + 1);
    expect(healed.body).toContain('block-global_contacts');
    expect(await stored('fleetowner', path)).toBe(true);
  });

  it("leaves out a block whose content query fails in the engine (a section's schedules) and stores nothing for it", async () => {
    const tenantKey = 'healthcareit';
    const path = '/resources/podcasts';
    await insertLayout(engine.db, {
      tenantKey,
      name: 'Faulty list',
      type: 'url-override',
      aliases: [path],
      pageType: 'section',
      primaryGrid: grid([
        intact,
        { type: 'content_list', settings: { title: 'Latest', population: { section: 'current', numberOfItems: 3 } } },
      ]),
    });
    const faulty = await withoutTable('website_schedules', () => get(tenantKey, path));
    expect(faulty.statusCode).toBe(200);
    expect(faulty.headers['cache-control']).toBe('no-store');
    expect(faulty.body).toContain('Still here when a block fails');
    expect(faulty.body).not.toContain('block-content_list');
    expect(await stored(tenantKey, path)).toBe(false);
    // The engine's population failure reaches the error monitor (ADR 0084; recorded without holding the page up).
    await expect
      .poll(
        () => engine.db('error_events').where({ tenant_key: tenantKey, route: 'render:block content_list' }).first(),
        {
          timeout: 5_000,
        },
      )
      .toMatchObject({ message: expect.stringMatching(/website_schedules/) });

    const healed = await get(tenantKey, path);
    expect(healed.body).toContain('block-content_list');
    expect(await stored(tenantKey, path)).toBe(true);
  });

  it('answers an empty page, not an error, when the redirect lookup fails, and stores nothing', async () => {
    const path = '/no-such-page-while-redirects-fail';
    const faulty = await withoutTable('redirects', () => get('fleetowner', path));
    expect(faulty.statusCode).toBe(200);
    expect(faulty.headers['cache-control']).toBe('no-store');
    expect(faulty.body).toContain('<header');
    expect(await stored('fleetowner', path)).toBe(false);
    expect(await engine.db('error_events').where({ route: 'render:redirect lookup' }).first()).toMatchObject({
      tenant_key: 'fleetowner',
    });

    // Once the table answers, the unknown path is the usual 404 again.
    expect((await get('fleetowner', path)).statusCode).toBe(404);
  });
});

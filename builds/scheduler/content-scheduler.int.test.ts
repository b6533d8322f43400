import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../content-engine/core/events.ts';
import { ContentStatus } from '../../content-engine/shared/enums.ts';
import { insertContent, insertSchedule, insertSection, insertTenant } from '../../content-engine/testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { createEngine } from '../../content-engine/core/engine.ts';
import { contentScheduleWatermark, createContentScheduler } from './content-scheduler.ts';
import { tags } from '../../content-engine/core/change-tags.ts';

/*
 * Scheduled publishing and expiry: the scheduler turns publish dates, expiry dates and website
 * schedule starts/ends that pass into the same change events a write emits, once, even across
 * restarts and with two schedulers on one database.
 */
let engine: TestEngine;
let clock = 1_900_000_000_000;
const now = () => clock;
let sections: { news: number; trucks: number; events: number; betaNews: number };

/** The test engine's, on the test's clock. */
const onClock = () => createEngine({ ...engine.engine, now });
const scheduler = () => createContentScheduler({ engine: onClock() });
const pathOf = async (id: number) =>
  (await engine.db('content').where({ id }).first('canonical_path')).canonical_path as string;

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  const news = await insertSection(engine.db, { tenantKey: 'alpha', name: 'News', alias: 'news' });
  const trucks = await insertSection(engine.db, {
    tenantKey: 'alpha',
    name: 'Trucks',
    alias: 'news/trucks',
    parentId: news,
  });
  const events = await insertSection(engine.db, { tenantKey: 'alpha', name: 'Events', alias: 'events' });
  const betaNews = await insertSection(engine.db, { tenantKey: 'beta', name: 'News', alias: 'news' });
  sections = { news, trucks, events, betaNews };
});
afterAll(() => engine.close());

beforeEach(async () => {
  // Each test starts a fresh window far after the previous one, with no watermark yet.
  clock += 10_000_000;
  await engine.db('scheduler_state').delete();
  await scheduler().tick();
});

describe('the content scheduler', () => {
  it('starts its watermark at now on the first run, emitting nothing', async () => {
    await engine.db('scheduler_state').delete();
    expect(await scheduler().tick()).toEqual([]);
    expect(await engine.db('scheduler_state').where({ name: contentScheduleWatermark }).first()).toMatchObject({
      name: 'content-schedule',
      value: clock,
    });
  });

  it('announces an item when its publish date passes, tagged with its sections and their ancestors', async () => {
    const id = await insertContent(engine.db, {
      tenantKey: 'alpha',
      name: 'Scheduled Story',
      published: clock + 5_000,
      primarySectionId: sections.trucks,
    });
    clock += 4_999;
    expect(await scheduler().tick()).toEqual([]);
    clock += 1;
    expect(await scheduler().tick()).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'content',
        tags: [tags.content(id), tags.section(sections.news), tags.section(sections.trucks), tags.type('Article')],
        at: clock,
      },
    ]);
    clock += 1_000;
    expect(await scheduler().tick()).toEqual([]);
  });

  it('announces an expired item with its path, so its page is retired', async () => {
    const id = await insertContent(engine.db, {
      tenantKey: 'alpha',
      name: 'Expiring Offer',
      type: 'Promotion',
      published: clock - 60_000,
    });
    await engine
      .db('content')
      .where({ id })
      .update({ expires: clock + 2_000 });
    await insertSchedule(engine.db, {
      tenantKey: 'alpha',
      contentId: id,
      sectionId: sections.events,
      startDate: clock - 60_000,
    });
    clock += 2_000;
    const [event] = await scheduler().tick();
    expect(event).toEqual({
      tenantKey: 'alpha',
      kind: 'content',
      tags: [tags.content(id), tags.path(await pathOf(id)), tags.section(sections.events), tags.type('Promotion')],
      at: clock,
    });
    expect(engine.emitted.at(-1)).toEqual(event);
  });

  it('announces an item entering and leaving a section on its website schedule', async () => {
    const id = await insertContent(engine.db, {
      tenantKey: 'alpha',
      name: 'Event Listing',
      primarySectionId: sections.news,
      published: clock - 60_000,
    });
    await insertSchedule(engine.db, {
      tenantKey: 'alpha',
      contentId: id,
      sectionId: sections.trucks,
      startDate: clock + 1_000,
      endDate: clock + 3_000,
    });
    const expected = [
      tags.content(id),
      tags.section(sections.news),
      tags.section(sections.trucks),
      tags.type('Article'),
    ];
    clock += 1_000;
    expect((await scheduler().tick()).map((e) => e.tags)).toEqual([expected]);
    clock += 2_000;
    expect((await scheduler().tick()).map((e) => e.tags)).toEqual([expected]);
  });

  it('ignores drafts and schedules of items that are not public, and keeps tenants apart', async () => {
    await insertContent(engine.db, {
      tenantKey: 'alpha',
      name: 'Draft',
      status: ContentStatus.DRAFT,
      published: clock + 1_000,
    });
    const later = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Later', published: clock + 50_000 });
    await insertSchedule(engine.db, {
      tenantKey: 'alpha',
      contentId: later,
      sectionId: sections.events,
      startDate: clock + 1_000,
    });
    const a = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Alpha Story', published: clock + 1_000 });
    const b = await insertContent(engine.db, {
      tenantKey: 'beta',
      name: 'Beta Story',
      published: clock + 1_000,
      primarySectionId: sections.betaNews,
    });
    clock += 1_000;
    const emitted = await scheduler().tick();
    expect(Object.fromEntries(emitted.map((e) => [e.tenantKey, e.tags]))).toEqual({
      alpha: [tags.content(a), tags.type('Article')],
      beta: [tags.content(b), tags.section(sections.betaNews), tags.type('Article')],
    });
  });

  it('catches up after downtime: boundaries passed while no scheduler ran fire on the next start', async () => {
    const published = await insertContent(engine.db, {
      tenantKey: 'alpha',
      name: 'While Down',
      published: clock + 60_000,
    });
    const expiring = await insertContent(engine.db, {
      tenantKey: 'alpha',
      name: 'Gone While Down',
      published: clock - 60_000,
    });
    await engine
      .db('content')
      .where({ id: expiring })
      .update({ expires: clock + 120_000 });
    clock += 3_600_000;
    const [event] = await scheduler().tick();
    expect(event?.tags).toEqual(
      [tags.content(published), tags.content(expiring), tags.path(await pathOf(expiring)), tags.type('Article')].sort(),
    );
    expect(Number((await engine.db('scheduler_state').where({ name: contentScheduleWatermark }).first()).value)).toBe(
      clock,
    );
  });

  it('emits a window once when two schedulers tick on the same database', async () => {
    await insertContent(engine.db, { tenantKey: 'alpha', name: 'Once', published: clock + 500 });
    clock += 1_000;
    const results = await Promise.all([scheduler().tick(), scheduler().tick()]);
    expect(results.flat()).toHaveLength(1);
  });

  it('ticks on its own once started, until stopped', async () => {
    const id = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Ticking', published: clock + 1 });
    clock += 1;
    const seen = new Promise<ChangeEvent>((resolve) => {
      const unsubscribe = engine.events.subscribe((event) => {
        if (!event.tags.includes(tags.content(id))) return;
        unsubscribe();
        resolve(event);
      });
    });
    const ticker = createContentScheduler({ engine: onClock(), intervalMs: 10 });
    ticker.start();
    expect((await seen).tenantKey).toBe('alpha');
    await ticker.stop();
  });
});

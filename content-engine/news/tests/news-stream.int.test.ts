import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsScenario, type NewsScenario } from './news-scenario.ts';

let s: NewsScenario;
const day = 86_400_000;
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await createNewsScenario();
  ids.old = await s.create({ title: 'Old', date: s.clock.now - 30 * day });
  ids.alert = await s.create({
    title: 'Alert',
    date: s.clock.now - day,
    alert: true,
    description: '<p onclick="x()">Read <script>bad()</script>me</p>',
  });
  ids.draft = await s.create({ title: 'Draft', date: s.clock.now, status: 2 });
  for (let i = 1; i <= 10; i++) await s.create({ title: `Filler ${i}`, date: s.clock.now - (40 + i) * day });
});
afterAll(() => s.engine.close());

describe('getAspireNewsStream', () => {
  it('lists the newest 10 by default with the total, newest date first', async () => {
    const { items, totalCount } = await s.stream({}, s.tokens.ed);
    expect(totalCount).toBe(12);
    expect(items).toHaveLength(10);
    expect(items.slice(0, 2).map((i) => i.title)).toEqual(['Alert', 'Old']);
    expect((await s.stream({ skip: 10 }, s.tokens.ed)).items.map((i) => i.title)).toEqual(['Filler 9', 'Filler 10']);
  });

  it('stores the description sanitised like content bodies', async () => {
    const alert = (await s.stream({ limit: 1 }, s.tokens.ed)).items[0]!;
    expect(alert).toMatchObject({
      title: 'Alert',
      alert: true,
      status: 1,
      hasRead: false,
      description: '<p>Read me</p>',
    });
  });

  it('shows drafts only to users with manage_modules', async () => {
    expect((await s.stream({ limit: 1 })).items[0]?.title).toBe('Draft');
    expect((await s.stream({ status: 2 })).totalCount).toBe(1);
    expect((await s.stream({ status: 2 }, s.tokens.ed)).totalCount).toBe(0);
    expect(JSON.stringify(await s.stream({ limit: 100 }, s.tokens.ed))).not.toContain('Draft');
  });

  it('is refused without a signed-in user', async () => {
    const refused = await s.run('getAspireNewsStream', {}, '');
    expect(refused.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('markAspireNewsRead', () => {
  it('marks an item read for that user only, once, and hideRead leaves it out', async () => {
    const first = await s.run<{ markAspireNewsRead: { id: number; hasRead: boolean } }>(
      'markAspireNewsRead',
      { id: ids.alert },
      s.tokens.ed,
    );
    expect(first.data?.markAspireNewsRead).toEqual({ id: ids.alert, hasRead: true });
    const readAt = async () =>
      (await s.engine.db('internal_news_reads').where({ news_id: ids.alert }).select('read_at')).map(
        (r: { read_at: number | string }) => Number(r.read_at),
      );
    expect(await readAt()).toEqual([s.clock.now]);

    s.clock.now += 60_000;
    const again = await s.run<{ markAspireNewsRead: { hasRead: boolean } }>(
      'markAspireNewsRead',
      { id: ids.alert },
      s.tokens.ed,
    );
    expect(again.data?.markAspireNewsRead.hasRead).toBe(true);
    expect(await readAt()).toEqual([s.clock.now - 60_000]);

    expect((await s.stream({ limit: 1 }, s.tokens.ed)).items[0]).toMatchObject({ id: ids.alert, hasRead: true });
    expect((await s.stream({ limit: 1 }, s.tokens.eve)).items[0]).toMatchObject({ id: ids.alert, hasRead: false });
    const unread = await s.stream({ hideRead: true, limit: 100 }, s.tokens.ed);
    expect(unread.totalCount).toBe(11);
    expect(unread.items.map((i) => i.id)).not.toContain(ids.alert);
  });

  it('does not reveal drafts to users without manage_modules', async () => {
    const refused = await s.run('markAspireNewsRead', { id: ids.draft }, s.tokens.ed);
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

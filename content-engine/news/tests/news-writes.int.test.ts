import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsScenario, type NewsScenario } from './news-scenario.ts';

let s: NewsScenario;

beforeAll(async () => {
  s = await createNewsScenario();
});
afterAll(() => s.engine.close());

describe('setAspireNews and deleteAspireNews', () => {
  it('are refused without manage_modules, and without a signed-in user', async () => {
    const id = await s.create({ title: 'Kept' });
    const set = await s.run('setAspireNews', { item: { title: 'Mine', date: s.clock.now, status: 1 } }, s.tokens.ed);
    expect(set.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const del = await s.run('deleteAspireNews', { id }, s.tokens.ed);
    expect(del.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await s.run('deleteAspireNews', { id }, '')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await s.stream({}, s.tokens.ed)).items.map((i) => i.title)).toEqual(['Kept']);
    await s.run('deleteAspireNews', { id });
  });

  it('creates, then replaces an item by id', async () => {
    const id = await s.create({ title: 'First', alert: true });
    const updated = await s.run<{ setAspireNews: { id: number; title: string; status: number; alert: boolean } }>(
      'setAspireNews',
      { item: { id, title: 'Second', date: s.clock.now, status: 2, alert: false } },
    );
    expect(updated.data?.setAspireNews).toMatchObject({ id, title: 'Second', status: 2, alert: false });
    expect((await s.stream()).items.map((i) => i.title)).toEqual(['Second']);
    const entries = await s.engine
      .db('history_entries')
      .where({ entity_type: 'internal_news', entity_id: String(id) })
      .orderBy('id')
      .select('tenant_key', 'action', 'changes');
    expect(entries.map((e) => [e.tenant_key, e.action])).toEqual([
      [null, 'create'],
      [null, 'update'],
    ]);
    expect(JSON.parse(entries[1]!.changes)).toEqual(
      expect.arrayContaining([{ field: 'title', before: 'First', after: 'Second' }]),
    );
  });

  it('says which fields are bad, and that a missing item is not found', async () => {
    const bad = await s.run('setAspireNews', { item: { title: '  ', date: s.clock.now, status: 3 } });
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toContain('item.title: Field is required');
    expect(bad.errors?.[0]?.message).toContain('item.status');
    const missing = await s.run('setAspireNews', { item: { id: 999, title: 'X', date: s.clock.now, status: 1 } });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await s.run('deleteAspireNews', { id: 999 })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('deletes an item with its reads', async () => {
    const id = await s.create({ title: 'Gone soon' });
    await s.run('markAspireNewsRead', { id }, s.tokens.ed);
    const deleted = await s.run<{ deleteAspireNews: boolean }>('deleteAspireNews', { id });
    expect(deleted.data?.deleteAspireNews).toBe(true);
    expect(await s.engine.db('internal_news_reads').where({ news_id: id })).toEqual([]);
    expect(
      await s.engine
        .db('history_entries')
        .where({ entity_type: 'internal_news', entity_id: String(id), action: 'delete' })
        .count({ n: '*' })
        .first(),
    ).toMatchObject({ n: 1 });
  });
});

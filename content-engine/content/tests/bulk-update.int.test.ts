import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

const bulk = /* GraphQL */ `
  mutation ($input: BulkUpdateContentInput!) {
    bulkUpdateContent(input: $input) {
      updated
      failed {
        id
        message
      }
    }
  }
`;

let engine: TestEngine;
let a: TenantFixture;
let b: TenantFixture;
let editor: string;

const run = (input: Record<string, unknown>, token = editor, tenantKey = a.key) =>
  engine.gql<{ bulkUpdateContent: { updated: number[]; failed: { id: number; message: string }[] } }>(
    bulk,
    { input },
    { tenantKey, token },
  );
const statusOf = async (id: number) => Number((await engine.db('content').where({ id }).first('status')).status);

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildTenant(engine.db, 'alpha');
  b = await buildTenant(engine.db, 'beta');
  editor = (
    await loginAs(engine.context(), await insertCmsUser(engine.db, { username: 'bulk-editor', tenants: [a.key] }))
  ).bearerToken;
});
afterAll(() => engine.close());

describe('bulkUpdateContent', () => {
  it('unpublishes and publishes many items, each through the editor’s operation (history, events)', async () => {
    const ids = [a.content.newsStory, a.content.video];
    const before = engine.emitted.length;
    expect((await run({ ids, action: 'unpublish' })).data?.bulkUpdateContent).toEqual({ updated: ids, failed: [] });
    expect(await Promise.all(ids.map(statusOf))).toEqual([2, 2]);
    expect(engine.emitted.length - before).toBe(2);
    expect(
      await engine
        .db('history_entries')
        .where({ entity_type: 'content', action: 'unpublish' })
        .count({ n: '*' })
        .first(),
    ).toMatchObject({ n: expect.anything() });
    expect((await run({ ids, action: 'publish' })).data?.bulkUpdateContent.updated).toEqual(ids);
    expect(await Promise.all(ids.map(statusOf))).toEqual([1, 1]);
  });

  it('adds and removes a schedule, keeping the others', async () => {
    const id = a.content.truckStory;
    const sections = async () =>
      (await engine.db('website_schedules').where({ content_id: id }).select('section_id', 'option'))
        .map((r) => `${r.section_id}:${r.option}`)
        .sort();
    const kept = await sections();
    await run({ ids: [id], action: 'addSchedule', sectionId: a.sections.empty, option: 'Featured' });
    expect(await sections()).toEqual([...kept, `${a.sections.empty}:Featured`].sort());
    await run({ ids: [id], action: 'removeSchedule', sectionId: a.sections.empty, option: 'Featured' });
    expect(await sections()).toEqual(kept);
  });

  it('reports the items it could not change, and changes the rest', async () => {
    const result = (await run({ ids: [a.content.deepStory, b.content.deepStory], action: 'unpublish' })).data!
      .bulkUpdateContent;
    expect(result.updated).toEqual([a.content.deepStory]);
    expect(result.failed).toEqual([{ id: b.content.deepStory, message: expect.stringContaining('not found') }]);
    expect(await statusOf(b.content.deepStory)).toBe(1);
  });

  it('says what is missing, and refuses users without bulk_update_content or on another tenant', async () => {
    expect((await run({ ids: [a.content.video], action: 'addSchedule' })).errors?.[0]?.message).toContain(
      'Choose a section.',
    );
    expect((await run({ ids: [], action: 'publish' })).errors?.[0]?.message).toContain('Choose at least one item.');
    const viewer = (
      await loginAs(
        engine.context(),
        await insertCmsUser(engine.db, { username: 'bulk-viewer', role: 'viewer', tenants: [a.key] }),
      )
    ).bearerToken;
    expect((await run({ ids: [a.content.video], action: 'unpublish' }, viewer)).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await run({ ids: [b.content.video], action: 'unpublish' }, editor, b.key)).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
    expect(await statusOf(b.content.video)).toBe(1);
  });
});

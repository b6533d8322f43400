import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createWriteScenario, teaser, type WriteScenario } from './content-writes-setup.ts';
import { formatWriteTime } from '../writes/content-revision.ts';

let s: WriteScenario;
let janeToken: string;

interface Edited {
  id: number;
  name: string;
  updated: number;
  revision: number;
  editorial: { revision: number; updatedBy: string | null } | null;
}
interface Failure {
  message: string;
  extensions: { code: string; reason?: string; changedBy?: string; changedAt?: number; revision?: number };
}

const update = async (input: Record<string, unknown>, token?: string) => {
  const result = await s.run<{ updateContent: Edited }>('mutation/content/updateContent', { input }, { token });
  return { item: result.data?.updateContent, error: result.errors?.[0] as Failure | undefined };
};

/** The item as an editor (or, with `token: null`, a visitor) loads it. */
const load = async (id: number, token?: string | null) => {
  const result = await s.run<{ getContent: Edited }>('query/content/getContentForEdit', { id }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.getContent;
};

beforeAll(async () => {
  s = await createWriteScenario();
  const jane = await insertCmsUser(s.engine.db, { username: 'jane', tenants: ['alpha'] });
  await s.engine.db('cms_users').where({ id: jane.id }).update({ first_name: 'Jane', last_name: 'Editor' });
  ({ bearerToken: janeToken } = await loginAs(s.engine.context(), jane));
});
afterAll(() => s.engine.close());

describe('two editors saving the same item', () => {
  let item: Edited;

  beforeAll(async () => {
    const created = await s.run<{ createContent: Edited }>('mutation/content/createContent', {
      input: { type: 'Article', name: 'Shared Story', teaser: teaser('Shared'), primarySectionId: s.a.sections.news },
    });
    item = created.data!.createContent;
  });

  it('a new item starts at revision 1, recorded as its author’s write', () => {
    expect(item.revision).toBe(1);
    expect(item.editorial).toEqual(expect.objectContaining({ revision: 1, updatedBy: 'eddie Tester' }));
  });

  it('the first save from the loaded revision goes through and raises the revision', async () => {
    s.advance(60_000);
    const { item: saved, error } = await update(
      { id: item.id, expectedRevision: item.revision, name: 'Jane’s Title' },
      janeToken,
    );
    expect(error).toBeUndefined();
    expect(saved).toMatchObject({ name: 'Jane’s Title', revision: 2 });
    expect(saved!.editorial).toMatchObject({ revision: 2, updatedBy: 'Jane Editor' });
  });

  it('the second save from the same revision is refused with who changed it and when, and nothing is overwritten', async () => {
    const { item: saved, error } = await update({
      id: item.id,
      expectedRevision: item.revision,
      name: 'Eddie’s Title',
    });
    expect(saved).toBeUndefined();
    const current = await load(item.id);
    expect(error!.extensions).toEqual({
      code: 'CONFLICT',
      reason: 'STALE_REVISION',
      changedBy: 'Jane Editor',
      changedAt: current.updated,
      revision: 2,
    });
    expect(error!.message).toBe(
      `Changed by Jane Editor at ${formatWriteTime(current.updated)} Central time — reload to see their changes.`,
    );
    expect(current.name).toBe('Jane’s Title');
  });

  it('a save from the current revision goes through', async () => {
    const { revision } = await load(item.id);
    const { item: saved, error } = await update({ id: item.id, expectedRevision: revision, name: 'Agreed Title' });
    expect(error).toBeUndefined();
    expect(saved).toMatchObject({ name: 'Agreed Title', revision: revision + 1 });
  });

  it('any other write (a publish) raises the revision too, so a save from before it is refused', async () => {
    const before = await load(item.id);
    await s.run('mutation/content/publishContent', { input: { id: item.id } }, { token: janeToken });
    const { error } = await update({ id: item.id, expectedRevision: before.revision, name: 'Late Title' });
    expect(error!.extensions).toMatchObject({ code: 'CONFLICT', changedBy: 'Jane Editor' });
  });

  it('of two saves racing from the same revision exactly one wins', async () => {
    const { revision } = await load(item.id);
    const results = await Promise.all([
      update({ id: item.id, expectedRevision: revision, name: 'Racer One' }),
      update({ id: item.id, expectedRevision: revision, name: 'Racer Two' }, janeToken),
    ]);
    expect(results.filter((r) => r.error).map((r) => r.error!.extensions.code)).toEqual(['CONFLICT']);
    const winner = results.find((r) => r.item)!.item!;
    expect((await load(item.id)).name).toBe(winner.name);
  });

  it('the editorial part of a published item is null for a visitor', async () => {
    const visitor = await s.engine.gql<{ getContent: Edited }>(
      'query ($id: Int!) { getContent(input: { id: $id }) { revision editorial { revision updatedBy } } }',
      { id: item.id },
      { tenantKey: 'alpha' },
    );
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data!.getContent.editorial).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { ensureBodiesSanitised } from '../writes/bodies-current.ts';

let engine: TestEngine;
beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
});
afterAll(() => engine.close());

const bodyOf = async (id: number) => (await engine.db('content').where({ id }).first('body')).body as string;

describe('bodies stored by older sanitiser rules', () => {
  it('are sanitised again once when the engine starts, so a stored id can no longer clobber the page', async () => {
    await engine.db('search_index_state').where({ name: 'content-body' }).delete();
    const legacy = await insertContent(engine.db, {
      tenantKey: 'alpha',
      name: 'Legacy',
      body: '<p id="masthead-page-config">a</p><a name="consent-banner" href="#x">b</a><p onclick="alert(1)">c</p>',
    });
    const current = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Current', body: '<p>plain</p>' });
    expect(await ensureBodiesSanitised(engine.db)).toBe(1);
    expect(await bodyOf(legacy)).toBe(
      '<p id="user-content-masthead-page-config">a</p><a name="user-content-consent-banner" href="#user-content-x">b</a><p>c</p>',
    );
    expect(await bodyOf(current)).toBe('<p>plain</p>');
    expect(await ensureBodiesSanitised(engine.db)).toBeNull();
  });
});

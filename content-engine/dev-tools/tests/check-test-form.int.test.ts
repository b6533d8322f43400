import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';

/* The dev tools' test form (/admin/test-form-api): validated by the server, nothing stored, manage_modules. */

const testForm = `mutation($input: TestFormInput!) {
  checkTestForm(input: $input) { name email quantity website tenantKey receivedAt }
}`;

describe('the test form of the dev tools', () => {
  let engine: TestEngine;
  const tokens = { admin: '', editor: '' };
  beforeAll(async () => {
    engine = await createTestEngine();
    const admin = await insertCmsUser(engine.db, { username: 'admin', role: 'administrator', isGlobal: true });
    const editor = await insertCmsUser(engine.db, { username: 'editor', isGlobal: true });
    tokens.admin = (await loginAs(engine.context(), admin)).bearerToken;
    tokens.editor = (await loginAs(engine.context(), editor)).bearerToken;
  });
  afterAll(() => engine.close());

  it("validates the test form on the server and maps each problem to its field's path", async () => {
    const bad = await engine.gql(
      testForm,
      { input: { name: 'Ada', email: 'ada@example.com', quantity: 7, website: 'http://example.com' } },
      { token: tokens.admin },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message:
        'Invalid input. quantity: The server accepts multiples of 5 only; website: The server accepts https:// addresses only',
      extensions: { code: 'BAD_USER_INPUT', fields: ['quantity', 'website'] },
    });
    const good = await engine.gql(
      testForm,
      { input: { name: 'Ada', email: 'ada@example.com', quantity: 10, website: '' } },
      { token: tokens.admin },
    );
    expect(good.data).toMatchObject({
      checkTestForm: { name: 'Ada', email: 'ada@example.com', quantity: 10, website: null, tenantKey: null },
    });
    expect(
      (
        await engine.gql(
          testForm,
          { input: { name: 'x', email: 'x@example.com', quantity: 5 } },
          { token: tokens.editor },
        )
      ).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
  });
});

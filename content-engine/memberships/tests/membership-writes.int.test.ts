import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { insertDemographics, insertMembership, insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/* The admin's membership writes: every field, alias per site, demographics of the site, delete refused while in use, the settings group. */
let engine: TestEngine;
const tokens: Record<'manager' | 'betaManager' | 'editor' | 'settingsAdmin', string> = {
  manager: '',
  betaManager: '',
  editor: '',
  settingsAdmin: '',
};

interface Call {
  token?: string;
  tenantKey?: string;
}
async function run<T = Record<string, unknown>>(document: string, variables: Record<string, unknown>, call: Call = {}) {
  const { token = tokens.manager, tenantKey = 'alpha' } = call;
  const result = await engine.gql<Record<string, T>>(await operationDocument(document), variables, {
    token,
    tenantKey,
  });
  const field = Object.keys(result.data ?? {})[0];
  return {
    value: field ? result.data?.[field] : undefined,
    code: result.errors?.[0]?.extensions.code,
    message: result.errors?.[0]?.message,
  };
}
const create = (input: Record<string, unknown>, call?: Call) =>
  run<Record<string, unknown>>('mutation/membership/createMembership', { input }, call);
const update = (input: Record<string, unknown>, call?: Call) =>
  run<Record<string, unknown>>('mutation/membership/updateMembership', { input }, call);
const remove = (id: number, call?: Call) =>
  run<boolean>('mutation/membership/deleteMembership', { input: { id } }, call);
const eventsOf = async (action: () => Promise<unknown>) => {
  const from = engine.emitted.length;
  await action();
  return engine.emitted.slice(from).map(({ tenantKey, kind, tags }) => ({ tenantKey, kind, tags }));
};

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  await insertDemographics(engine.db, 'alpha');
  tokens.manager = await cmsToken(engine, {
    username: 'manager',
    tenants: ['alpha'],
    extraPermissions: ['manage_memberships'],
  });
  tokens.betaManager = await cmsToken(engine, {
    username: 'beta-manager',
    tenants: ['beta'],
    extraPermissions: ['manage_memberships'],
  });
  tokens.editor = await cmsToken(engine, { username: 'editor', tenants: ['alpha', 'beta'] });
  tokens.settingsAdmin = await cmsToken(engine, {
    username: 'settings-admin',
    tenants: ['alpha'],
    extraPermissions: ['manage_site_settings'],
  });
});
afterAll(() => engine.close());

describe('membership writes', () => {
  it('create a membership with every field, read it back through getMembership and getMembershipStream', async () => {
    const input = {
      title: ' Gold Members ',
      alias: 'gold',
      status: 1,
      isFree: false,
      omedaProduct: ' GOLD ',
      requiredUserCommonFields: ['company', 'postalCode', 'company'],
      requiredUserDemographicFields: [101, 102],
      additionalUserDemographicFields: [103],
    };
    let created: Record<string, unknown> | undefined;
    const events = await eventsOf(async () => void (created = (await create(input)).value));
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Gold Members',
      alias: 'gold',
      status: 1,
      isFree: false,
      omedaProduct: 'GOLD',
      requiredUserCommonFields: ['company', 'postalCode'],
      requiredUserDemographicFields: [101, 102],
      additionalUserDemographicFields: [103],
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'membership', tags: ['memberships'] }]);
    const id = created!.id as number;
    expect((await run('query/membership/getMembership', { id }, { token: '' })).value).toEqual(created);
    const active = await run<{ edges: { node: { id: number } }[] }>(
      'query/membership/getMembershipStream',
      { status: 1 },
      { token: '' },
    );
    expect(active.value?.edges.map((e) => e.node.id)).toContain(id);
    const history = await engine.db('history_entries').where({ entity_type: 'membership', entity_id: String(id) });
    expect(history.map((h: { action: string; username: string }) => [h.action, h.username])).toEqual([
      ['create', 'manager'],
    ]);
  });

  it('make a blank alias from the title, active and free by default', async () => {
    const { value } = await create({ title: 'Silver Readers & Friends' });
    expect(value).toMatchObject({ alias: 'silver-readers-friends', status: 1, isFree: true, omedaProduct: null });
  });

  it('refuse a taken alias, a bad alias, questions of no question and a question in both lists, saving nothing', async () => {
    const before = await engine.db('memberships').count({ n: '*' }).first();
    expect((await create({ title: 'Copy', alias: 'gold' })).message).toMatch(
      /^Invalid input\. alias: The alias "gold" is already used by the membership "Gold Members" \(id \d+\)\.$/,
    );
    expect((await create({ title: 'Caps', alias: 'Gold Club' })).message).toBe(
      'Invalid input. alias: Use lower-case letters, digits and hyphens only (e.g. gold-members)',
    );
    expect((await create({ title: '  ' })).message).toBe('Invalid input. title: Field is required');
    expect((await create({ title: 'Odd', requiredUserCommonFields: ['shoeSize'] })).message).toContain(
      'requiredUserCommonFields.0: Must be one of firstName, lastName',
    );
    expect((await create({ title: 'Ghost', requiredUserDemographicFields: [101, 9999] })).message).toBe(
      'Invalid input. requiredUserDemographicFields: No such demographic question of this site: 9999',
    );
    expect(
      (await create({ title: 'Both', requiredUserDemographicFields: [101], additionalUserDemographicFields: [101] }))
        .message,
    ).toBe('Invalid input. additionalUserDemographicFields: A question cannot be both required and additional: 101');
    expect(await engine.db('memberships').count({ n: '*' }).first()).toEqual(before);
  });

  it('let another site use the same alias, and keep each site’s memberships to itself', async () => {
    const beta = await create({ title: 'Beta Gold', alias: 'gold' }, { token: tokens.betaManager, tenantKey: 'beta' });
    expect(beta.value).toMatchObject({ alias: 'gold' });
    const betaId = beta.value!.id as number;
    // Alpha's demographic questions are not beta's.
    expect(
      (
        await create(
          { title: 'X', requiredUserDemographicFields: [101] },
          { token: tokens.betaManager, tenantKey: 'beta' },
        )
      ).code,
    ).toBe('BAD_USER_INPUT');
    expect((await update({ id: betaId, title: 'Taken' })).code).toBe('NOT_FOUND');
    expect((await remove(betaId)).code).toBe('NOT_FOUND');
    // Beta's manager with alpha's tenant key is refused.
    expect((await create({ title: 'Intruder' }, { token: tokens.betaManager, tenantKey: 'alpha' })).code).toBe(
      'FORBIDDEN',
    );
  });

  it('need manage_memberships', async () => {
    const id = await insertMembership(engine.db, { tenantKey: 'alpha', alias: 'guarded' });
    expect((await create({ title: 'Nope' }, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await update({ id, title: 'Nope' }, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await remove(id, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await create({ title: 'Nope' }, { token: '' })).code).toBe('UNAUTHENTICATED');
  });

  it('update: fields left out keep their value; the pages of the items gated on it regenerate', async () => {
    const id = await insertMembership(engine.db, { tenantKey: 'alpha', alias: 'premium', omedaProduct: 'P1' });
    const gated = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Gated story', membershipIds: [id] });
    await insertContent(engine.db, { tenantKey: 'alpha', name: 'Other story', membershipIds: [id + 100] });
    await insertContent(engine.db, { tenantKey: 'alpha', name: 'Deleted story', membershipIds: [id], status: 0 });
    let updated: Record<string, unknown> | undefined;
    const events = await eventsOf(async () => void (updated = (await update({ id, status: 0, isFree: false })).value));
    expect(updated).toMatchObject({ id, alias: 'premium', status: 0, isFree: false, omedaProduct: 'P1' });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'membership', tags: [`content:${gated}`, 'memberships'] }]);
    expect((await update({ id, omedaProduct: '' })).value).toMatchObject({ omedaProduct: null });
  });

  it('refuse to delete a membership in use, with the counts, and delete an unused one', async () => {
    const held = await insertMembership(engine.db, { tenantKey: 'alpha', alias: 'held' });
    await insertSiteUser(engine.db, { tenantKey: 'alpha', email: 'a@example.com', memberships: [held] });
    await insertSiteUser(engine.db, { tenantKey: 'alpha', email: 'b@example.com', memberships: [held] });
    await insertContent(engine.db, { tenantKey: 'alpha', name: 'Held story', membershipIds: [held] });
    const refused = await remove(held);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      'The membership "held" is in use: 2 site users hold it and 1 content item is gated on it. Set it inactive instead.',
    );
    expect(await engine.db('memberships').where({ id: held }).first()).toBeDefined();

    const unused = await insertMembership(engine.db, { tenantKey: 'alpha', alias: 'unused' });
    const events = await eventsOf(async () => expect((await remove(unused)).value).toBe(true));
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'membership', tags: ['memberships'] }]);
    expect((await run('query/membership/getMembership', { id: unused })).code).toBe('NOT_FOUND');
  });
});

describe('membership settings', () => {
  const settingsOf = async () =>
    (
      (
        await run<{ payload: { memberships: Record<string, unknown> } }>(
          'query/getSiteSettingsPayload',
          {},
          { token: '' },
        )
      ).value as { payload: { memberships: Record<string, unknown> } }
    ).payload.memberships;
  const save = (value: Record<string, unknown>, call?: Call) =>
    run('mutation/membership/updateMembershipSettings', { input: { value } }, call);

  it('save the memberships group with manage_memberships, and read it back', async () => {
    const value = {
      fromEmail: 'members@example.com',
      supportEmail: 'help@example.com',
      commenting: true,
      ungatedParagraphs: 4,
      allowIpGating: true,
      contentMetering: { enabled: true, numberOfFreeViews: 3, meteringPeriod: 14 },
    };
    expect((await save(value)).code).toBeUndefined();
    expect(await settingsOf()).toMatchObject({
      ...value,
      contentMetering: { enabled: true, numberOfFreeViews: 3, meteringPeriod: 14 },
      registerButtonLabel: 'Join Now',
    });
    expect((await save(value, { token: tokens.settingsAdmin })).code).toBeUndefined();
  });

  it('refuse values out of range, naming the field, and callers without the permission', async () => {
    const bad = await save({ ungatedParagraphs: 11, contentMetering: { numberOfFreeViews: 0 } });
    expect(bad.message).toBe(
      'Invalid input. value.ungatedParagraphs: ungatedParagraphs must be between 1 and 10; value.contentMetering.numberOfFreeViews: numberOfFreeViews must be at least 1',
    );
    expect((await save({}, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await save({}, { token: tokens.betaManager })).code).toBe('FORBIDDEN');
    expect(await settingsOf()).toMatchObject({ ungatedParagraphs: 4 });
  });
});

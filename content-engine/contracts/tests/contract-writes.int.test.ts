import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractScenario, type ContractScenario } from './contract-fixtures.ts';

interface Contract {
  id: number;
  title: string;
  terms: string;
  contributor: { id: number; fullName: string };
  feeType: string;
  feeCents: number;
  currency: string;
  dueDate: number | null;
  approved: number | null;
  token: string;
}

let s: ContractScenario;
const create = (input: Record<string, unknown>, token = s.tokens.manager) =>
  s.call<Contract>('mutation/contract/createContract', input, { token });
const update = (input: Record<string, unknown>, token = s.tokens.manager) =>
  s.call<Contract>('mutation/contract/updateContract', input, { token });
const stream = (input: Record<string, unknown>, token = s.tokens.manager) =>
  s.call<{ edges: { node: Contract }[]; totalCount: number; pageInfo: { hasNextPage: boolean } }>(
    'query/contract/getContractStream',
    input,
    { token },
  );
const historyOf = (id: number) =>
  s.engine
    .db('history_entries')
    .where({ tenant_key: 'alpha', entity_type: 'contract', entity_id: String(id) })
    .orderBy('id')
    .pluck('action');

beforeAll(async () => {
  s = await contractScenario();
});
afterAll(() => s.engine.close());

describe('contract writes', () => {
  it('creates a Pending contract with the default terms template, sanitised, and a 43-character token', async () => {
    const saved = await s.call(
      'mutation/contract/saveContractSettings',
      { defaultTerms: '<p>Standard terms</p><script>alert(1)</script>', notificationEmail: 'Desk@Example.com' },
      { token: s.tokens.manager },
    );
    expect(saved.value).toEqual({
      defaultTerms: '<p>Standard terms</p>',
      notificationEmail: 'desk@example.com',
      approvalText: '',
    });
    const { value } = await create({ contributorId: s.people.ann, title: 'Spring feature', feeCents: 50_000 });
    expect(value).toMatchObject({
      title: 'Spring feature',
      terms: '<p>Standard terms</p>',
      contributor: { id: s.people.ann, fullName: 'Ann Writer' },
      feeType: 'flat',
      feeCents: 50_000,
      currency: 'USD',
      approved: null,
    });
    expect(value!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await historyOf(value!.id)).toEqual(['create']);
  });

  it('sanitises given terms and names every bad field', async () => {
    const ok = await create({
      contributorId: s.people.bob,
      title: 'Photos',
      terms: '<p onclick="x()">Fee <a href="javascript:alert(1)">here</a></p>',
    });
    expect(ok.value?.terms).toBe('<p>Fee <a>here</a></p>');
    const bad = await create({ title: '  ', currency: 'dollars', feeCents: -1 });
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.message).toContain('contributorId: Field is required');
    expect(bad.message).toContain('title: Field is required');
    expect(bad.message).toContain('currency: Must be a three-letter currency code such as USD');
    expect(bad.message).toContain('feeCents: Must not be negative');
  });

  it("refuses another tenant's person as the contributor", async () => {
    const result = await create({ contributorId: s.people.beta, title: 'Stolen' });
    expect([result.code, result.message]).toEqual([
      'BAD_USER_INPUT',
      `Invalid input. contributorId: No such person of this site (${s.people.beta}).`,
    ]);
  });

  it('updates fields, keeps the others, and re-opens an approved contract when it changes', async () => {
    const { value: contract } = await create({ contributorId: s.people.ann, title: 'Column', feeCents: 100 });
    await s.call('mutation/contract/approveContract', { id: contract!.id, token: contract!.token });
    const same = await update({ id: contract!.id, title: 'Column' });
    expect(same.value?.approved).toEqual(expect.any(Number));
    const changed = await update({ id: contract!.id, feeCents: 200, dueDate: '2027-01-31T00:00:00Z' });
    expect(changed.value).toMatchObject({ title: 'Column', feeCents: 200, approved: null });
    expect(changed.value?.dueDate).toBe(Date.parse('2027-01-31T00:00:00Z'));
    expect(await historyOf(contract!.id)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('deletes a contract: it is then not found, nor its public page', async () => {
    const { value: contract } = await create({ contributorId: s.people.bob, title: 'Gone' });
    const deleted = await s.call('mutation/contract/deleteContract', { id: contract!.id }, { token: s.tokens.manager });
    expect(deleted.value).toBe(true);
    expect((await s.call('query/contract/getContract', { id: contract!.id }, { token: s.tokens.manager })).code).toBe(
      'NOT_FOUND',
    );
    const page = await s.call('query/contract/getPublicContract', { id: contract!.id, token: contract!.token });
    expect(page.code).toBe('NOT_FOUND');
    expect(await historyOf(contract!.id)).toEqual(['create', 'delete']);
  });

  it('is FORBIDDEN without manage_contracts, for another site’s manager, and UNAUTHENTICATED without a user', async () => {
    const { value: contract } = await create({ contributorId: s.people.ann, title: 'Guarded' });
    for (const token of [s.tokens.editor, s.tokens.betaManager]) {
      expect((await create({ contributorId: s.people.ann, title: 'X' }, token)).code).toBe('FORBIDDEN');
      expect((await update({ id: contract!.id, title: 'X' }, token)).code).toBe('FORBIDDEN');
      expect((await stream({}, token)).code).toBe('FORBIDDEN');
      const get = await s.call('query/contract/getContract', { id: contract!.id }, { token });
      expect(get.code).toBe('FORBIDDEN');
      const settings = await s.call('query/contract/getContractSettings', null, { token });
      expect(settings.code).toBe('FORBIDDEN');
    }
    expect((await create({ contributorId: s.people.ann, title: 'X' }, '')).code).toBe('UNAUTHENTICATED');
  });
});

describe('contract lists', () => {
  it('searches title and contributor, filters by status and contributor, and pages', async () => {
    const { value: approved } = await create({ contributorId: s.people.bob, title: 'Harbour photo essay' });
    await s.call('mutation/contract/approveContract', { id: approved!.id, token: approved!.token });
    const titles = async (input: Record<string, unknown>) =>
      (await stream(input)).value!.edges.map((e) => e.node.title);
    expect(await titles({ search: 'HARBOUR' })).toEqual(['Harbour photo essay']);
    expect(await titles({ search: 'shooter', status: 'APPROVED' })).toEqual(['Harbour photo essay']);
    expect(await titles({ status: 'PENDING', contributorId: s.people.bob })).not.toContain('Harbour photo essay');
    const page = (await stream({ pagination: { limit: 2, skip: 0 } })).value!;
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect((await stream({ pagination: { limit: 1001 } })).code).toBe('BAD_USER_INPUT');
  });

  it('gives the select id, approval and contributor name, to editors too, 1000 at most', async () => {
    const select = (input: Record<string, unknown>, token: string, tenantKey = 'alpha') =>
      s.call<{ edges: { node: Record<string, unknown> }[]; totalCount: number }>(
        'query/contract/getContractStreamForSelect',
        input,
        { token, tenantKey },
      );
    const result = await select({ pagination: { limit: 1000 } }, s.tokens.editor);
    expect(result.value!.totalCount).toBeGreaterThan(0);
    expect(Object.keys(result.value!.edges[0]!.node).sort()).toEqual(['approved', 'contributor', 'id']);
    expect(result.value!.edges.every((e) => (e.node.contributor as { fullName: string }).fullName)).toBe(true);
    expect((await select({ pagination: { limit: 1001 } }, s.tokens.manager)).code).toBe('BAD_USER_INPUT');
    expect((await select({}, s.tokens.betaManager)).code).toBe('FORBIDDEN');
    expect((await select({}, s.tokens.betaManager, 'beta')).value!.totalCount).toBe(0);
  });
});

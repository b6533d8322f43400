import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractScenario, type ContractScenario } from './contract-fixtures.ts';

let s: ContractScenario;
let contract: { id: number; token: string };
const page = (input: Record<string, unknown>, tenantKey = 'alpha') =>
  s.call<Record<string, unknown>>('query/contract/getPublicContract', input, { tenantKey });
const approve = (input: Record<string, unknown>, tenantKey = 'alpha') =>
  s.call<{ approved: number | null; approvalText: string }>('mutation/contract/approveContract', input, { tenantKey });

beforeAll(async () => {
  s = await contractScenario();
  await s.call(
    'mutation/contract/saveContractSettings',
    { notificationEmail: 'desk@example.com', approvalText: 'Thanks, Ann.' },
    { token: s.tokens.manager },
  );
  const created = await s.call<{ id: number; token: string }>(
    'mutation/contract/createContract',
    { contributorId: s.people.ann, title: 'Feature', terms: '<p>Terms</p>', feeCents: 12_345 },
    { token: s.tokens.manager },
  );
  contract = created.value!;
});
afterAll(() => s.engine.close());

describe('the public contract page', () => {
  it('shows the contract to whoever holds its token, without the token or its authors', async () => {
    const { value } = await page({ id: contract.id, token: contract.token });
    expect(value).toEqual({
      id: contract.id,
      title: 'Feature',
      contributorName: 'Ann Writer',
      terms: '<p>Terms</p>',
      feeType: 'flat',
      feeCents: 12_345,
      currency: 'USD',
      paymentTerms: '',
      rights: '',
      dueDate: null,
      approved: null,
      approvalText: 'Thanks, Ann.',
    });
  });

  it('answers NOT_FOUND alike for a wrong token, the id alone, an unknown id and another site', async () => {
    expect((await page({ id: contract.id, token: `${contract.token.slice(0, -1)}A` })).code).toBe('NOT_FOUND');
    expect((await page({ id: contract.id, token: 'x' })).code).toBe('NOT_FOUND');
    expect((await page({ id: contract.id })).code).toBe('BAD_USER_INPUT');
    expect((await page({ id: contract.id + 1000, token: contract.token })).code).toBe('NOT_FOUND');
    expect((await page({ id: contract.id, token: contract.token }, 'beta')).code).toBe('NOT_FOUND');
  });

  it('refuses an approval with a wrong token or from another site, and leaves the contract Pending', async () => {
    expect((await approve({ id: contract.id, token: 'guess' })).code).toBe('NOT_FOUND');
    expect((await approve({ id: contract.id, token: contract.token }, 'beta')).code).toBe('NOT_FOUND');
    expect(await s.engine.db('contracts').where({ id: contract.id }).first('approved_at')).toEqual({
      approved_at: null,
    });
    expect(s.mailer.sent).toEqual([]);
  });

  it('approves once: the time stays on a second approval, the history and the desk are told once', async () => {
    const first = await approve({ id: contract.id, token: contract.token });
    expect(first.value).toMatchObject({ approved: expect.any(Number), approvalText: 'Thanks, Ann.' });
    const second = await approve({ id: contract.id, token: contract.token });
    expect(second.value?.approved).toBe(first.value?.approved);
    await expect.poll(() => s.mailer.sent.length).toBe(1);
    expect(s.mailer.sent[0]).toMatchObject({ to: 'desk@example.com', subject: 'Contract approved: Feature' });
    const history = await s.engine
      .db('history_entries')
      .where({ entity_type: 'contract', entity_id: String(contract.id) })
      .orderBy('id')
      .select('action', 'username', 'cms_user_id');
    expect(history.at(-1)).toEqual({ action: 'update', username: 'contributor: Ann Writer', cms_user_id: null });
    expect(history).toHaveLength(2);
    const listed = await s.call<{ edges: { node: { id: number; approved: number } }[] }>(
      'query/contract/getContractStream',
      { status: 'APPROVED' },
      { token: s.tokens.manager },
    );
    expect(listed.value!.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ id: contract.id, approved: first.value?.approved }),
    ]);
  });
});

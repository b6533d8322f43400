import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteLicenseScenario, type LicenseNode, type SiteLicenseScenario } from './site-license-scenario.ts';

/* The admin's CRUD of site licences: manage_ip_gating on the request's site, ranges validated and normalised, history and change events. */
let s: SiteLicenseScenario;

const mutate = <T = LicenseNode>(
  name: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  caller?: Parameters<SiteLicenseScenario['run']>[2],
) =>
  s.run<Record<string, T>>(`mutation/siteLicense/${name}SiteLicense`, { input }, caller).then((r) => ({
    ...r,
    value: r.data?.[`${name}SiteLicense`],
    code: r.errors?.[0]?.extensions.code,
    message: r.errors?.[0]?.message,
  }));
const stream = (input: Record<string, unknown> = {}, caller?: Parameters<SiteLicenseScenario['run']>[2]) =>
  s.run<{ getSiteLicenseStream: { edges: { node: LicenseNode }[]; totalCount: number } }>(
    'query/siteLicense/getSiteLicenseStream',
    { input },
    caller,
  );
const names = async (input: Record<string, unknown> = {}) =>
  (await stream(input)).data?.getSiteLicenseStream.edges.map((e) => e.node.companyName);
const count = async () => Number((await s.engine.db('site_licenses').count({ n: '*' }).first())?.n);
const eventsOf = async (action: () => Promise<unknown>) => {
  const from = s.engine.emitted.length;
  await action();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return s.engine.emitted.slice(from).map(({ tenantKey, kind, tags }) => ({ tenantKey, kind, tags }));
};

beforeAll(async () => {
  s = await createSiteLicenseScenario();
});
afterAll(() => s.engine.close());

describe('site licence writes', () => {
  it('create, read, update and delete a licence, recording each in the history', async () => {
    let created: LicenseNode | undefined;
    const events = await eventsOf(async () => {
      created = (
        await mutate('create', {
          companyName: ' Acme Industrial ',
          ipRanges: ['198.51.100.9/24', '2001:DB8:AC::/48', '198.51.100.0/24'],
        })
      ).value;
    });
    expect(created).toMatchObject({
      companyName: 'Acme Industrial',
      ipRanges: ['198.51.100.0/24', '2001:db8:ac::/48'],
      status: 'active',
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'site_license', tags: ['site-licenses'] }]);
    const id = created!.id;

    const read = await s.run<{ getSiteLicense: LicenseNode }>('query/siteLicense/getSiteLicense', { input: { id } });
    expect(read.data?.getSiteLicense).toEqual(created);

    const updated = await mutate('update', { id, status: 'inactive', ipRanges: ['198.51.100.7'] });
    expect(updated.value).toMatchObject({
      id,
      companyName: 'Acme Industrial',
      ipRanges: ['198.51.100.7/32'],
      status: 'inactive',
    });

    expect((await mutate<boolean>('delete', { id })).value).toBe(true);
    expect((await s.run('query/siteLicense/getSiteLicense', { input: { id } })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );

    const history = await s.engine
      .db('history_entries')
      .where({ entity_type: 'site_license', entity_id: String(id) })
      .orderBy('id')
      .select('tenant_key', 'username', 'action', 'changes');
    expect(history.map((h) => [h.tenant_key, h.username, h.action])).toEqual([
      ['alpha', 'gatekeeper', 'create'],
      ['alpha', 'gatekeeper', 'update'],
      ['alpha', 'gatekeeper', 'delete'],
    ]);
    expect(JSON.parse(history[1]!.changes)).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'active', after: 'inactive' }]),
    );
  });

  it('refuses bad ranges by position and value, saving nothing', async () => {
    const before = await count();
    const events = await eventsOf(async () => {
      const bad = await mutate('create', { companyName: 'Acme', ipRanges: ['198.51.100.0/24', '198.51.100.0/33'] });
      expect(bad.code).toBe('BAD_USER_INPUT');
      expect(bad.message).toBe(
        'Invalid input. ipRanges.1: "198.51.100.0/33" is not an IP address or CIDR range (e.g. 198.51.100.0/24 or 2001:db8::/32)',
      );
      expect((await mutate('create', { companyName: 'Acme', ipRanges: [] })).message).toBe(
        'Invalid input. ipRanges: At least one IP range is required',
      );
      expect((await mutate('create', { companyName: '', ipRanges: ['198.51.100.1'] })).message).toBe(
        'Invalid input. companyName: Field is required',
      );
    });
    expect(events).toEqual([]);
    expect(await count()).toBe(before);

    const kept = (await mutate('create', { companyName: 'Kept', ipRanges: ['192.0.2.0/24'] })).value!;
    const update = await mutate('update', { id: kept.id, ipRanges: ['192.0.2.0/24', 'acme.example.com'] });
    expect(update.message).toBe(
      'Invalid input. ipRanges.1: "acme.example.com" is not an IP address or CIDR range (e.g. 198.51.100.0/24 or 2001:db8::/32)',
    );
    expect(
      (await s.run<{ getSiteLicense: LicenseNode }>('query/siteLicense/getSiteLicense', { input: { id: kept.id } }))
        .data?.getSiteLicense.ipRanges,
    ).toEqual(['192.0.2.0/24']);
    await mutate('delete', { id: kept.id });
  });

  it('need manage_ip_gating on the request’s site', async () => {
    const { id } = await s.create({ companyName: 'Guarded', ipRanges: ['198.51.100.0/24'] });
    const input = { companyName: 'Intruder', ipRanges: ['198.51.100.0/24'] };
    expect((await mutate('create', input, { token: '' })).code).toBe('UNAUTHENTICATED');
    expect((await mutate('create', input, { token: s.tokens.editor })).code).toBe('FORBIDDEN');
    expect((await mutate('update', { id, companyName: 'Intruder' }, { token: s.tokens.editor })).code).toBe(
      'FORBIDDEN',
    );
    expect((await mutate('delete', { id }, { token: s.tokens.editor })).code).toBe('FORBIDDEN');
    expect((await stream({}, { token: s.tokens.editor })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(
      (await s.run('query/siteLicense/getSiteLicense', { input: { id } }, { token: '' })).errors?.[0]?.extensions.code,
    ).toBe('UNAUTHENTICATED');
    // A gatekeeper of another site may not reach this one.
    expect((await mutate('delete', { id }, { token: s.tokens.betaGatekeeper })).code).toBe('FORBIDDEN');
    expect(await names()).toEqual(['Guarded']);
    await mutate('delete', { id });
  });

  it('keep each site’s licences to itself', async () => {
    const { id } = await s.create({ companyName: 'Alpha Co', ipRanges: ['198.51.100.0/24'] });
    await s.create(
      { companyName: 'Beta Co', ipRanges: ['198.51.100.0/24'] },
      { token: s.tokens.betaGatekeeper, tenantKey: 'beta' },
    );
    const asBeta = { token: s.tokens.betaGatekeeper, tenantKey: 'beta' };
    expect((await stream({}, asBeta)).data?.getSiteLicenseStream.edges.map((e) => e.node.companyName)).toEqual([
      'Beta Co',
    ]);
    expect(
      (await s.run('query/siteLicense/getSiteLicense', { input: { id } }, asBeta)).errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
    expect((await mutate('update', { id, companyName: 'Taken' }, asBeta)).code).toBe('NOT_FOUND');
    expect((await mutate('delete', { id }, asBeta)).code).toBe('NOT_FOUND');
    expect(await names()).toEqual(['Alpha Co']);
    await mutate('delete', { id });
  });

  it('list by company name with search, status filter and pages', async () => {
    for (const [companyName, ipRanges, status] of [
      ['Zeta Ltd', ['192.0.2.1'], 'active'],
      ['alpha Labs', ['198.51.100.0/25'], 'inactive'],
      ['Mid Corp', ['2001:db8::/32'], 'active'],
    ] as const) {
      await s.create({ companyName, ipRanges, status });
    }
    expect(await names()).toEqual(['alpha Labs', 'Mid Corp', 'Zeta Ltd']);
    expect(await names({ status: 'active' })).toEqual(['Mid Corp', 'Zeta Ltd']);
    expect(await names({ search: 'LABS' })).toEqual(['alpha Labs']);
    expect(await names({ search: '2001:db8' })).toEqual(['Mid Corp']);
    const page = (await stream({ pagination: { limit: 2, skip: 2 } })).data?.getSiteLicenseStream;
    expect(page).toMatchObject({ totalCount: 3, edges: [{ node: { companyName: 'Zeta Ltd' } }] });
  });
});

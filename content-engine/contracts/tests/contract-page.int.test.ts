import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { contractStatusLabel } from '../../shared/contract-status.ts';
import { insertPerson } from '../../testing/fixtures-catalogue.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertContract } from './contract-fixtures.ts';

/*
 * The public /contract/:id page (spec public §2; ADR 52) on the demo site: rendered for every
 * request with its token, never stored; without the right token, or on another site, the 404 page.
 */
let engine: TestEngine;
let contract: { id: number; token: string };
let otherHost: string;
const host = 'fleetowner.localhost';

const visit = (path: string, onHost = host) =>
  engine.app.inject({ method: 'GET', url: path, headers: { host: onHost } });

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 2, itemsPerTenant: 5 });
  const other = await engine.db('tenants').whereNot({ key: 'fleetowner' }).first('key');
  otherHost = `${(other as { key: string }).key}.localhost`;
  const person = await insertPerson(engine.db, { tenantKey: 'fleetowner', firstName: 'Cara', lastName: 'Contributor' });
  contract = await insertContract(engine.db, { tenantKey: 'fleetowner', contributorId: person });
}, 120_000);
afterAll(() => engine?.close());

describe('/contract/:id', () => {
  it('shows the contract with its terms and the approve form to the holder of the token, privately', async () => {
    const response = await visit(`/contract/${contract.id}?token=${contract.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fleetowner contract');
    expect(response.body).toContain('<p>fleetowner terms</p>');
    expect(response.body).toContain('Contract with Cara Contributor');
    expect(response.body).toContain('Pending');
    expect(response.body).toContain('<meta name="referrer" content="no-referrer">');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('id="consent-banner"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await engine.store!.read('fleetowner', `contract/${contract.id}/index.html`)).toBeNull();
  });

  it('is the 404 page for the id alone, a wrong token, and on another site', async () => {
    for (const [path, onHost] of [
      [`/contract/${contract.id}`, host],
      [`/contract/${contract.id}?token=${contract.token.slice(0, -1)}y`, host],
      [`/contract/${contract.id}?token=${contract.token}`, otherHost],
      [`/contract/abc?token=${contract.token}`, host],
    ] as const) {
      const response = await visit(path, onHost);
      expect([path, onHost, response.statusCode]).toEqual([path, onHost, 404]);
      expect(response.body).not.toContain('fleetowner terms');
    }
  });

  it('shows Approved with the date once approved, without the form', async () => {
    const approved = await engine.gql<{ approveContract: { approved: number } }>(
      'mutation($input: PublicContractInput!) { approveContract(input: $input) { approved } }',
      { input: contract },
      { tenantKey: 'fleetowner' },
    );
    const at = approved.data!.approveContract.approved;
    const response = await visit(`/contract/${contract.id}?token=${contract.token}`);
    expect(response.body).toContain(contractStatusLabel(at));
    expect(response.body).toContain('Thank you. Your approval has been recorded.');
    expect(response.body).not.toContain('Approve contract');
  });
});

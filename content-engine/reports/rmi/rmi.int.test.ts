import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '../../lead-forms/queries.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { at, reportClient } from '../tests/report-test-client.ts';

let engine: TestEngine;
const tokens = { alphaBeta: '', gammaOnly: '' };
const ids: Record<string, number> = {};
const { call, ok } = reportClient(() => engine, {
  report: 'rmi',
  from: '2026-03-10',
  to: '2026-03-11',
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

const person = (firstName: string, company: string) => ({
  firstName,
  lastName: 'Buyer',
  email: `${firstName.toLowerCase()}@buyer.example`,
  phone: '',
  company,
  jobTitle: 'Fleet manager',
  contactMethod: 'Email',
  comments: 'Please send pricing',
});

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  ids.acme = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Acme Trailers', type: 'Company' });
  ids.volt = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Volt Motors', type: 'Company' });
  ids.reefer = await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Reefer trailer X9',
    type: 'Product',
    companyId: ids.acme,
  });
  ids.truck = await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Electric truck E1',
    type: 'Product',
    companyId: ids.volt,
  });
  ids.beta = await insertContent(engine.db, { tenantKey: 'beta', name: 'Beta forklift', type: 'Product' });
  ids.gamma = await insertContent(engine.db, { tenantKey: 'gamma', name: 'Gamma crane', type: 'Product' });
  const inquiry = (tenantKey: string, contentId: number, fields: Record<string, string>, now: number) =>
    insertSubmission(engine.db, { tenantKey, formType: 'inquiry', contentId, fields, ipHash: 'h', now });
  await inquiry('alpha', ids.reefer, person('Ann', 'Cold Chain Co'), at('2026-03-10', 9));
  await inquiry('alpha', ids.reefer, person('Bob', 'Fresh Haul'), at('2026-03-11', 23.5));
  await inquiry('alpha', ids.truck, person('Cy', 'City Fleet'), at('2026-03-11', 10));
  // Outside the Chicago days, and a contact-us message: not inquiries of the range.
  await inquiry('alpha', ids.truck, person('Early', 'E'), at('2026-03-09', 23.5));
  await inquiry('alpha', ids.truck, person('Late', 'L'), at('2026-03-12', 0.5));
  await insertSubmission(engine.db, {
    tenantKey: 'alpha',
    formType: 'contactUs',
    contentId: null,
    fields: { name: 'Dee', email: 'dee@example.com', topic: 'Editorial', message: 'Hi' },
    ipHash: 'h',
    now: at('2026-03-10', 12),
  });
  await inquiry('beta', ids.beta, person('Bea', 'Beta Buyer'), at('2026-03-10', 12));
  await inquiry('gamma', ids.gamma, person('Gil', 'Gamma Buyer'), at('2026-03-10', 12));
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

describe('rmi report', () => {
  it('lists the inquiries of the Chicago days with the item, its company and the submitter, newest first', async () => {
    const result = await ok();
    expect(result.totalCount).toBe(3);
    expect(result.columns.map((c) => c.label)).toEqual([
      'Site',
      'Submitted',
      'Item ID',
      'Item',
      'Item company',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Company',
      'Job Title',
      'Preferred contact method',
      'Comments',
    ]);
    expect(result.rows.map((r) => [r.submitted, r.item, r.itemCompany, r.firstName, r.email, r.company])).toEqual([
      [at('2026-03-11', 23.5), 'Reefer trailer X9', 'Acme Trailers', 'Bob', 'bob@buyer.example', 'Fresh Haul'],
      [at('2026-03-11', 10), 'Electric truck E1', 'Volt Motors', 'Cy', 'cy@buyer.example', 'City Fleet'],
      [at('2026-03-10', 9), 'Reefer trailer X9', 'Acme Trailers', 'Ann', 'ann@buyer.example', 'Cold Chain Co'],
    ]);
    expect(result.rows[0]).toMatchObject({ contentId: ids.reefer, contactMethod: 'Email', phone: '' });
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 1 },
      { day: '2026-03-11', value: 2 },
    ]);
  });

  it('sorts by item and filters by the item company', async () => {
    // Ties go by the other sortable columns, ascending: the earlier submission first.
    const sorted = await ok({ sort: { key: 'item', order: 'asc' } });
    expect(sorted.rows.map((r) => r.firstName)).toEqual(['Cy', 'Ann', 'Bob']);
    const acme = await ok({ filters: { itemCompany: 'acme' } });
    expect(acme.rows.map((r) => r.firstName)).toEqual(['Bob', 'Ann']);
    expect(acme.chart.points).toEqual([
      { day: '2026-03-10', value: 1 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it('covers every site the user may see and refuses one they may not', async () => {
    const all = await ok({ allSites: true });
    expect(all.totalCount).toBe(4);
    expect(all.rows.filter((r) => r.site === 'beta').map((r) => r.item)).toEqual(['Beta forklift']);
    expect(all.rows.some((r) => r.site === 'gamma')).toBe(false);
    expect((await call({ sites: ['gamma'] })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const gamma = await ok({ allSites: true }, tokens.gammaOnly, 'gamma');
    expect(gamma.rows.map((r) => [r.site, r.item])).toEqual([['gamma', 'Gamma crane']]);
  });

  it('downloads the same rows as CSV, with the submitter fields', async () => {
    const response = await engine.app.inject({
      method: 'POST',
      url: '/reports/csv',
      headers: {
        'content-type': 'application/json',
        'tenant-key': 'alpha',
        authorization: `Bearer ${tokens.alphaBeta}`,
      },
      payload: { report: 'rmi', from: '2026-03-10', to: '2026-03-11', filters: { itemCompany: 'acme' } },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'Site,Submitted,Item ID,Item,Item company,First Name,Last Name,Email,Phone,Company,Job Title,Preferred contact method,Comments',
    );
    expect(lines[1]).toContain(
      `,${ids.reefer},Reefer trailer X9,Acme Trailers,Bob,Buyer,bob@buyer.example,,Fresh Haul,`,
    );
  });
});

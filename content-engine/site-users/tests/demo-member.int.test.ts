import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { demoMemberEmail, demoMemberPassword } from '../../../db/seed/generate/site-users.ts';
import { siteGql } from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { captcha } from './site-users-scenario.ts';

let engine: TestEngine;

beforeAll(async () => {
  engine = await createTestEngine();
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 20 });
});
afterAll(() => engine.close());

describe('demo data', () => {
  it('lets the documented demo member log in, holding the paid membership', async () => {
    const login = await siteGql<{
      loginSiteUser: { userInfo: { email: string; hasPaid: boolean; memberships: number[]; newsletters: string[] } };
    }>(
      engine,
      'mutation($input: LoginSiteUserInput!) { loginSiteUser(input: $input) { userInfo { email hasPaid memberships newsletters } } }',
      { input: { username: demoMemberEmail('fleetowner'), password: demoMemberPassword, recaptchaToken: captcha } },
      { tenantKey: 'fleetowner' },
    );
    expect(demoMemberEmail('fleetowner')).toBe('member@fleetowner.example');
    const paid = await engine.db('memberships').where({ tenant_key: 'fleetowner', alias: 'insider' }).first('id');
    expect(login.data?.loginSiteUser.userInfo).toMatchObject({
      email: 'member@fleetowner.example',
      hasPaid: true,
      memberships: [paid.id],
    });
    expect(login.data?.loginSiteUser.userInfo.newsletters).toHaveLength(1);
  });

  it('seeds the demographic questions the memberships name, of every answer type', async () => {
    const questions = await engine.db('demographics').where({ tenant_key: 'fleetowner' }).orderBy('id');
    const ids = questions.map((q) => q.id);
    for (const membership of await engine.db('memberships').where({ tenant_key: 'fleetowner' })) {
      for (const id of [
        ...JSON.parse(membership.required_user_demographic_fields),
        ...JSON.parse(membership.additional_user_demographic_fields),
      ])
        expect(ids).toContain(id);
    }
    expect([...new Set(questions.map((q) => q.demographic_type))].sort()).toEqual([1, 2, 3, 5, 6, 7, 8]);
    expect(questions.find((q) => q.id === 101)).toMatchObject({ description: 'Job Function', demographic_type: 1 });
  });
});

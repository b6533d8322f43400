import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSiteSettings } from '../../settings/queries.ts';
import { defaultSiteSettings } from '../../shared/schemas/site-settings.ts';
import { createCommentsScenario, type CommentsScenario } from './comments-scenario.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

let s: CommentsScenario;

beforeAll(async () => {
  s = await createCommentsScenario();
});
afterAll(() => s.engine.close());

const validate = (host: string, token?: string) =>
  s.engine.app.inject({
    method: 'GET',
    url: '/users/validate/viafoura',
    headers: { host, ...(token ? { cookie: `other=1; siteUserToken=${encodeURIComponent(token)}` } : {}) },
  });

describe('GET /users/validate/viafoura (spec public §2)', () => {
  it("answers the logged-in site user's id, name and e-mail, never stored", async () => {
    const response = await validate('www.members.example', await s.login('members'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      id: s.tenants.members.member.id,
      name: 'Sam Reader',
      email: 'member@members.example',
    });
  });

  it('answers 401 with a JSON error when no one is logged in', async () => {
    const response = await validate('www.members.example');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: [{ message: 'No site user is logged in on this site.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it('answers 401 for a dead token', async () => {
    expect((await validate('www.members.example', 'not-a-token')).statusCode).toBe(401);
  });

  it("answers 401 for another tenant's session (the tenant is the Host's)", async () => {
    const response = await validate('www.open.example', await s.login('members'));
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 on a host no site is served at', async () => {
    const response = await validate('nowhere.example', await s.login('members'));
    expect([response.statusCode, response.json().errors[0].extensions.code]).toEqual([404, 'TENANT_NOT_FOUND']);
  });

  it('answers 503 while the membership system is switched off', async () => {
    const token = await s.login('remote');
    await saveSiteSettings(s.engine.db, {
      tenantKey: 'remote',
      now: Date.now(),
      settings: defaultSiteSettings({
        memberships: { commenting: true, commentingService: 'viafoura' },
        systemOutage: { disableOmeda: true },
      }),
    });
    s.engine.events.emit({ tenantKey: 'remote', kind: 'settings', tags: [changeTags.settings], at: Date.now() });
    await s.engine.events.settled();
    const response = await validate('www.remote.example', token);
    expect(response.statusCode).toBe(503);
  });
});

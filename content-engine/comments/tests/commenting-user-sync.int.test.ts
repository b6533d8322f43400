import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../core/logger.ts';
import { localCommentingService } from '../../commenting-service/local-service.ts';
import { createViafouraService } from '../../commenting-service/viafoura-service.ts';
import { siteGql } from '../../testing/fixtures-site-users.ts';
import { createCommentsScenario, type CommentsScenario } from './comments-scenario.ts';

/* A site user's profile change reaches the site's commenting service: only what differs (spec public §7). */

let s: CommentsScenario;
const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{"ok":true}'));
const updateProfile =
  'mutation($input: UpdateSiteUserProfileInput!) { updateSiteUserProfile(input: $input) { firstName } }';

beforeAll(async () => {
  s = await createCommentsScenario({
    ports: {
      commenting: (name) =>
        name === 'viafoura'
          ? createViafouraService({ baseUrl: 'https://vf.test', apiToken: 't', fetch, log: silentLogger })
          : localCommentingService,
    },
  });
});
afterAll(async () => {
  await s.engine.close();
});

describe('commenting user updates', () => {
  it("PATCHes Viafoura with the member's new name only, at the site's root domain", async () => {
    fetch.mockClear();
    const token = await s.login('remote');
    const result = await siteGql(
      s.engine,
      updateProfile,
      { input: { lastName: 'Driver', city: 'Peoria' } },
      { tenantKey: 'remote', siteUserToken: token },
    );
    expect(result.errors).toBeUndefined();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`https://vf.test/v2/remote.example/users/${s.tenants.remote.member.id}`);
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Sam Driver' });
  });

  it('sends nothing when the name and e-mail stay the same', async () => {
    fetch.mockClear();
    const token = await s.login('remote');
    await siteGql(
      s.engine,
      updateProfile,
      { input: { city: 'Springfield' } },
      { tenantKey: 'remote', siteUserToken: token },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing for sites keeping comments locally', async () => {
    fetch.mockClear();
    const token = await s.login('members');
    await siteGql(
      s.engine,
      updateProfile,
      { input: { firstName: 'Samantha' } },
      { tenantKey: 'members', siteUserToken: token },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});

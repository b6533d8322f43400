import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../core/logger.ts';
import { changedUserFields } from './commenting-service.ts';
import { localCommentingService } from './local-service.ts';
import { createViafouraService } from './viafoura-service.ts';

const current = { name: 'Sam Reader', email: 'sam@a.example' };
const update = (next: Partial<typeof current>) => ({
  rootDomain: 'fleetowner.com',
  userId: 42,
  current,
  next: { ...current, ...next },
});

function fakes(response: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(response);
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } satisfies Logger;
  const service = createViafouraService({ baseUrl: 'https://vf.test/', apiToken: 'secret', fetch, log });
  return { fetch, log, service };
}

describe('changedUserFields (spec public §7: only what differs)', () => {
  it.each([
    [{}, {}],
    [{ name: 'Sam Driver' }, { name: 'Sam Driver' }],
    [{ email: 'new@a.example' }, { email: 'new@a.example' }],
    [
      { name: 'Sam Driver', email: 'new@a.example' },
      { name: 'Sam Driver', email: 'new@a.example' },
    ],
  ])('%j → %j', (next, changed) => {
    expect(changedUserFields(update(next))).toEqual(changed);
  });
});

describe('the Viafoura commenting service', () => {
  it('PATCHes /v2/{rootDomain}/users/{id} with only the changed name', async () => {
    const { fetch, log, service } = fakes(async () => new Response('{"ok":true}', { status: 200 }));
    await service.updateUser(update({ name: 'Sam Driver' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://vf.test/v2/fleetowner.com/users/42');
    expect(init).toMatchObject({ method: 'PATCH', body: JSON.stringify({ name: 'Sam Driver' }) });
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer secret');
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ status: 200, response: '{"ok":true}', fields: ['name'] }),
      'commenting service: user updated',
    );
  });

  it('sends name and e-mail when both changed', async () => {
    const { fetch, service } = fakes(async () => new Response('{}'));
    await service.updateUser(update({ name: 'Sam Driver', email: 'new@a.example' }));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ name: 'Sam Driver', email: 'new@a.example' });
  });

  it('sends nothing when neither differs', async () => {
    const { fetch, service } = fakes(async () => new Response('{}'));
    await service.updateUser(update({}));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs a refusal and does not throw (spec public §8: logged only)', async () => {
    const { log, service } = fakes(async () => new Response('nope', { status: 403 }));
    await expect(service.updateUser(update({ email: 'new@a.example' }))).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ status: 403, response: 'nope' }),
      'commenting service: user update failed',
    );
  });

  it('logs a network failure and does not throw', async () => {
    const { log, service } = fakes(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(service.updateUser(update({ email: 'new@a.example' }))).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(TypeError) }),
      'commenting service: user update failed',
    );
  });
});

describe('the local commenting service', () => {
  it('has nothing remote to update', async () => {
    await expect(localCommentingService.updateUser(update({ name: 'Sam Driver' }))).resolves.toBeUndefined();
  });
});

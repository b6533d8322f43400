import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { takeValueBeforeInsert } from '../../testing/fixtures-unique-race.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

interface Redirect {
  id: number;
  from: string;
  to: string;
  code: number;
}

const redirectQuery = /* GraphQL */ `
  query ($from: String!) {
    getWebsiteRedirect(input: { from: $from }) {
      from
      to
      code
    }
  }
`;
const pageQuery = /* GraphQL */ `
  query ($alias: String!) {
    getWebsiteLayoutPage(input: { alias: $alias, useCache: true }) {
      pageType
      redirect {
        to
        code
      }
    }
  }
`;

let suite: WriteSuite<`${'create' | 'update' | 'delete'}Redirect`>;
let engine: TestEngine;
const tokens = { editor: '', viewer: '' };

const send = <T = Redirect>(
  name: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  { token = tokens.editor, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(`${name}Redirect`, input, { token, tenantKey });
const lookup = async (from: string, tenantKey = 'alpha') =>
  (await engine.gql<{ getWebsiteRedirect: Omit<Redirect, 'id'> | null }>(redirectQuery, { from }, { tenantKey })).data
    ?.getWebsiteRedirect ?? null;
const page = async (alias: string) => {
  const { data, errors } = await engine.gql<{
    getWebsiteLayoutPage: { redirect: { to: string; code: number } | null };
  }>(pageQuery, { alias }, { tenantKey: 'alpha' });
  return data?.getWebsiteLayoutPage ?? errors?.[0]?.extensions.code;
};
const eventsOf = (action: () => Promise<unknown>) => suite.eventsOf(action);

beforeAll(async () => {
  suite = await createWriteSuite('redirect', ['createRedirect', 'updateRedirect', 'deleteRedirect']);
  engine = suite.engine;
  tokens.editor = await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] });
  tokens.viewer = await cmsToken(engine, { username: 'viewer', role: 'viewer', tenants: ['alpha'] });
});
afterAll(() => engine.close());

describe('createRedirect', () => {
  it('stores the source normalised and answers through the lookup and the page at once', async () => {
    expect(await page('/old-page')).toBe('NOT_FOUND');
    let created: Redirect | undefined;
    const events = await eventsOf(async () => {
      created = (await send('create', { from: '/Old-Page/', to: '/news' })).value;
    });
    expect(created).toEqual({ id: expect.any(Number), from: '/old-page', to: '/news', code: 301 });
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'redirect', tags: [changeTags.path('/old-page'), changeTags.redirects] },
    ]);
    expect(await lookup('/old-page/')).toEqual({ from: '/old-page', to: '/news', code: 301 });
    expect(await page('/old-page')).toMatchObject({ pageType: null, redirect: { to: '/news', code: 301 } });
    expect(await lookup('/old-page', 'beta')).toBeNull();
  });

  it('keeps a temporary redirect temporary and accepts absolute targets', async () => {
    await send('create', { from: '/promo', to: 'https://partner.example.com/offer', code: 302 });
    expect(await page('/promo')).toMatchObject({ redirect: { to: 'https://partner.example.com/offer', code: 302 } });
  });

  it('rejects bad sources and targets with clear messages, emitting nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ to: '/a' }, 'from: Field is required'],
      [{ from: 'old', to: '/a' }, 'from: Must be a path starting with / (no scheme or host)'],
      [{ from: 'https://example.com/old', to: '/a' }, 'from: Must be a path starting with / (no scheme or host)'],
      [{ from: '/', to: '/a' }, 'from: Cannot redirect the home page'],
      [{ from: '/x', to: 'javascript:alert(1)' }, 'to: Must be a path starting with / or an absolute http(s) URL'],
      [{ from: '/x', to: '/a', code: 307 }, 'code: Must be 301 or 302'],
      [{ from: '/Same/', to: '/same' }, 'to: Must differ from the source'],
    ];
    const events = await eventsOf(async () => {
      for (const [input, problem] of cases) {
        const { code, message } = await send('create', input);
        expect(code).toBe('BAD_USER_INPUT');
        expect(message).toBe(`Invalid input. ${problem}`);
      }
    });
    expect(events).toEqual([]);
  });

  it('refuses a second redirect from the same path, however it is spelled', async () => {
    for (const from of ['/old-news', '/OLD-NEWS/']) {
      const { code, message } = await send('create', { from, to: '/elsewhere' });
      expect(code).toBe('CONFLICT');
      expect(message).toBe('A redirect from /old-news already exists (to /news).');
    }
  });

  it('answers CONFLICT, not an unexpected error, when another edit takes the source after the check', async () => {
    const row = { tenant_key: 'alpha', from: '/raced', to: '/elsewhere', code: 301, created: 0, updated: 0 };
    const release = await takeValueBeforeInsert(engine.db, {
      table: 'redirects',
      column: 'from',
      value: '/raced',
      row,
    });
    try {
      const events = await eventsOf(async () => {
        const { status, code, message } = await send('create', { from: '/Raced/', to: '/news' });
        expect({ status, code }).toEqual({ status: 409, code: 'CONFLICT' });
        expect(message).toContain('/raced');
      });
      expect(events).toEqual([]);
    } finally {
      await release();
    }
    expect(await lookup('/raced')).toBeNull();
  });

  it('refuses a redirect that would loop back', async () => {
    await send('create', { from: '/a', to: '/b' });
    await send('create', { from: '/b', to: '/c?ref=1' });
    expect((await send('create', { from: '/d', to: '/a' })).code).toBeUndefined();
    expect((await send('create', { from: '/c', to: '/a' })).message).toBe(
      'Invalid input. to: /a already redirects back to /c',
    );
    expect((await send('create', { from: '/c', to: '/b/' })).code).toBe('BAD_USER_INPUT');
  });

  it('needs a signed-in user with manage_redirects on the tenant', async () => {
    const events = await eventsOf(async () => {
      expect((await send('create', { from: '/p', to: '/q' }, { token: '' })).code).toBe('UNAUTHENTICATED');
      expect((await send('create', { from: '/p', to: '/q' }, { token: tokens.viewer })).code).toBe('FORBIDDEN');
      expect((await send('create', { from: '/p', to: '/q' }, { tenantKey: 'beta' })).code).toBe('FORBIDDEN');
    });
    expect(events).toEqual([]);
  });
});

describe('updateRedirect and deleteRedirect', () => {
  let moving: Redirect;

  beforeAll(async () => {
    moving = (await send('create', { from: '/moving', to: '/news' })).value!;
  });

  it('changes the source: the old path stops redirecting, the new one starts', async () => {
    expect(await page('/moving')).toMatchObject({ redirect: { to: '/news' } });
    const events = await eventsOf(async () => {
      expect((await send('update', { id: moving.id, from: '/Moved', code: 302 })).value).toEqual({
        id: moving.id,
        from: '/moved',
        to: '/news',
        code: 302,
      });
    });
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'redirect',
        tags: [changeTags.path('/moved'), changeTags.path('/moving'), changeTags.redirects],
      },
    ]);
    expect(await page('/moving')).toBe('NOT_FOUND');
    expect(await page('/moved')).toMatchObject({ redirect: { to: '/news', code: 302 } });
  });

  it('applies the same rules as creation, ignoring the redirect itself', async () => {
    expect((await send('update', { id: moving.id, to: '/equipment' })).value?.to).toBe('/equipment');
    expect((await send('update', { id: moving.id, from: '/old-news' })).code).toBe('CONFLICT');
    expect((await send('update', { id: moving.id, to: '/moved/' })).message).toBe(
      'Invalid input. to: Must differ from the source',
    );
    await send('create', { from: '/loop-start', to: '/moved' });
    expect((await send('update', { id: moving.id, to: '/loop-start' })).message).toBe(
      'Invalid input. to: /loop-start already redirects back to /moved',
    );
  });

  it('never touches another tenant’s redirects', async () => {
    const beta = (await engine.db('redirects').where({ tenant_key: 'beta', from: '/old-news' }).first('id')) as {
      id: number;
    };
    expect((await send('update', { id: beta.id, to: '/mine' })).code).toBe('NOT_FOUND');
    expect((await send('delete', { id: beta.id })).code).toBe('NOT_FOUND');
    expect(await lookup('/old-news', 'beta')).toMatchObject({ to: '/news' });
  });

  it('deletes a redirect: the path stops redirecting at once', async () => {
    const events = await eventsOf(async () =>
      expect((await send<boolean>('delete', { id: moving.id })).value).toBe(true),
    );
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'redirect', tags: [changeTags.path('/moved'), changeTags.redirects] },
    ]);
    expect(await lookup('/moved')).toBeNull();
    expect(await page('/moved')).toBe('NOT_FOUND');
    expect((await send('delete', { id: moving.id })).code).toBe('NOT_FOUND');
  });
});

import { describe, expect, it } from 'vitest';
import { atsCache, atsJobsFromEnv, createAtsJobs } from './ats-jobs-from-env.ts';
import { listCatsOneJobs } from './catsone-ats-jobs.ts';

const answer = (jobs: unknown[], status = 200) =>
  new Response(JSON.stringify({ _embedded: { jobs } }), { status, headers: { 'content-type': 'application/json' } });

const job = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Job ${id}`,
  location: { city: 'Austin', state: 'TX' },
  department: 'Sales',
  date_created: new Date(Date.UTC(2026, 0, id)).toISOString(),
  _links: { apply: { href: `https://acme.catsone.com/careers/${id}/apply` } },
  ...extra,
});

describe('the CATS One adapter', () => {
  it('sends the key as a token to the jobs list and reads published jobs newest first as plain fields', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return answer([job(1), job(3), job(2, { is_published: false })]);
    }) as unknown as typeof globalThis.fetch;
    const jobs = await listCatsOneJobs({ apiKey: 'secret', fetch }, 5);
    expect(calls[0]!.url).toBe('https://api.catsone.com/v3/jobs?per_page=10');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Token secret');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
    expect(jobs.map((j) => j.title)).toEqual(['Job 3', 'Job 1']);
    expect(jobs[0]).toMatchObject({
      location: 'Austin, TX',
      department: 'Sales',
      applyUrl: 'https://acme.catsone.com/careers/3/apply',
    });
  });

  it('keeps only https apply links and turns control characters into spaces', async () => {
    const fetch = (async () =>
      answer([
        job(1, { title: 'A\u0000B <b>x</b>', _links: { apply: { href: 'javascript:alert(1)' } } }),
        job(2, { _links: { apply: { href: 'https://user:pw@evil.example/' } } }),
        job(3, { _links: {}, public_url: 'http://plain.example/' }),
      ])) as unknown as typeof globalThis.fetch;
    const jobs = await listCatsOneJobs({ apiKey: 'k', fetch }, 5);
    expect(jobs.map((j) => j.applyUrl)).toEqual([null, null, null]);
    expect(jobs.find((j) => j.id === '1')!.title).toBe('A B <b>x</b>');
  });

  it('throws on an error answer', async () => {
    const fetch = (async () => answer([], 401)) as unknown as typeof globalThis.fetch;
    await expect(listCatsOneJobs({ apiKey: 'k', fetch }, 5)).rejects.toThrow('CATS One answered 401');
  });
});

describe('the engine’s AtsJobs', () => {
  const db = (() => {
    throw new Error('no database in unit tests');
  }) as never;

  it('asks CATS One once per tenant within 15 minutes, sharing concurrent reads, and serves the last answer a day when it fails, then fails', async () => {
    let clock = 1_000_000;
    let calls = 0;
    let fail = false;
    const fetch = (async () => {
      calls += 1;
      if (fail) throw new Error('timeout');
      return answer([job(calls)]);
    }) as unknown as typeof globalThis.fetch;
    const errors: string[] = [];
    const jobs = createAtsJobs({
      db,
      apiKeys: new Map([['acme', 'k']]),
      catsOne: { fetch },
      now: () => clock,
      onError: (tenantKey) => errors.push(tenantKey),
    });
    const [first, second] = await Promise.all([
      jobs.listOpenJobs({ tenantKey: 'acme', limit: 5 }),
      jobs.listOpenJobs({ tenantKey: 'acme', limit: 5 }),
    ]);
    expect(calls).toBe(1);
    expect(second).toEqual(first);
    clock += atsCache.freshMs - 1;
    expect((await jobs.listOpenJobs({ tenantKey: 'acme', limit: 5 }))[0]!.title).toBe('Job 1');
    expect(calls).toBe(1);
    clock += 2;
    fail = true;
    expect((await jobs.listOpenJobs({ tenantKey: 'acme', limit: 5 }))[0]!.title).toBe('Job 1');
    expect(errors).toEqual(['acme']);
    clock += atsCache.staleMs;
    // Nothing left to serve: the block fails and its page is not stored (ADR 67).
    await expect(jobs.listOpenJobs({ tenantKey: 'acme', limit: 5 })).rejects.toThrow('timeout');
  });

  it('chooses CATS One only for tenants with a key from CATSONE_API_KEYS', () => {
    const jobs = atsJobsFromEnv({ CATSONE_API_KEYS: 'acme:key-1, beta : key:2 ,broken' }, db);
    expect(['acme', 'beta', 'broken', 'broke', 'other'].map((tenant) => jobs.sourceFor(tenant))).toEqual([
      'catsone',
      'catsone',
      'local',
      'local',
      'local',
    ]);
    expect(atsJobsFromEnv({}, db).sourceFor('acme')).toBe('local');
  });
});

import type { AtsJob } from '../core/ats-jobs.ts';
import { httpsUrl, plainText, timeOf } from './job-fields.ts';

export interface CatsOneOptions {
  /** The account's API key; sent only to the API, never to a browser. */
  apiKey: string;
  /** https://api.catsone.com/v3 unless configured. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface CatsOneJob {
  id?: number | string;
  title?: unknown;
  location?: { city?: unknown; state?: unknown };
  department?: unknown;
  date_created?: unknown;
  is_published?: unknown;
  _links?: { public_url?: { href?: unknown }; apply?: { href?: unknown } };
  public_url?: unknown;
}

const location = (job: CatsOneJob) =>
  [plainText(job.location?.city, 100), plainText(job.location?.state, 100)].filter(Boolean).join(', ');

/**
 * CATS One's jobs list (GET {base}/jobs, `Authorization: Token {key}`; written from the v3 API
 * reference, not tried against a live account): the published jobs, newest first, as plain
 * text with https apply links. Throws on a timeout or an error answer (the caller serves the
 * cached list or none).
 */
export async function listCatsOneJobs(options: CatsOneOptions, limit: number): Promise<AtsJob[]> {
  const url = new URL(`${options.baseUrl ?? 'https://api.catsone.com/v3'}/jobs`);
  url.searchParams.set('per_page', String(Math.min(100, limit * 2)));
  const response = await (options.fetch ?? fetch)(url, {
    headers: { authorization: `Token ${options.apiKey}`, accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`CATS One answered ${response.status}`);
  const body = (await response.json()) as { _embedded?: { jobs?: CatsOneJob[] } };
  const jobs = (body._embedded?.jobs ?? []).filter((job) => job.is_published !== false);
  return jobs
    .map((job) => ({
      id: plainText(String(job.id ?? ''), 40),
      title: plainText(job.title, 300),
      location: location(job),
      department: plainText(job.department, 200),
      postedAt: timeOf(job.date_created),
      applyUrl: httpsUrl(job._links?.apply?.href) ?? httpsUrl(job._links?.public_url?.href) ?? httpsUrl(job.public_url),
    }))
    .filter((job) => job.title !== '')
    .sort((a, b) => (b.postedAt ?? 0) - (a.postedAt ?? 0))
    .slice(0, limit);
}

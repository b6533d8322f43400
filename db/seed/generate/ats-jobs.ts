import { day, type GenContext } from './context.ts';

/*
 * The jobs the demo tenants store for the catsone_jobs block (ADR 0070): what the local adapter
 * reads when no CATS One key is configured. One closed and one future job show the open window.
 */

const openings = [
  { title: 'Senior Editor', department: 'Editorial', location: 'Chicago, IL' },
  { title: 'Account Executive', department: 'Sales', location: 'New York, NY' },
  { title: 'Audience Development Manager', department: 'Marketing', location: 'Remote' },
  { title: 'Events Producer', department: 'Events', location: 'Nashville, TN' },
  { title: 'Data Analyst', department: 'Research', location: 'Cleveland, OH' },
];

export function generateAtsJobs(ctx: GenContext) {
  const careers = `https://careers.${ctx.brand.key}.com/jobs`;
  const row = (n: number, job: (typeof openings)[number], postedDaysAgo: number, closesAt: number | null) => ({
    tenant_key: ctx.tenantKey,
    external_id: `${ctx.brand.key}-${n}`,
    title: job.title,
    location: job.location,
    department: job.department,
    apply_url: `${careers}/${n}`,
    posted_at: ctx.now - postedDaysAgo * day,
    closes_at: closesAt,
  });
  openings.forEach((job, index) => ctx.data.ats_jobs.push(row(index + 1, job, 3 + index * 4, null)));
  ctx.data.ats_jobs.push(row(90, { ...openings[0]!, title: 'Copy Editor (filled)' }, 60, ctx.now - 10 * day));
  ctx.data.ats_jobs.push(row(91, { ...openings[1]!, title: 'Sales Director (opens soon)' }, -5, null));
}

import { z } from 'zod';
import { daysInRange, maxReportDays } from './report-dates.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a day as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Must be a real calendar day',
  );

/** What getReport and the CSV download accept. */
export const reportInput = z
  .object({
    report: z.string().min(1).max(100),
    /** Chicago calendar days, both inclusive. */
    from: day,
    to: day,
    /** Site keys; none means the request's site. A site outside the user's is FORBIDDEN. */
    sites: z.array(z.string().min(1).max(100)).max(500).nullish(),
    /** Every site the user may see (cross-site reports only). */
    allSites: z.boolean().nullish(),
    sort: z.object({ key: z.string().max(100), order: z.enum(['asc', 'desc']).nullish() }).nullish(),
    skip: z.number().int().min(0).max(1_000_000).nullish(),
    limit: z.number().int().min(1).max(500).nullish(),
    filters: z.record(z.string().max(100), z.string().max(200)).nullish(),
  })
  .refine((i) => i.from <= i.to, { message: 'Must not be before from', path: ['to'] })
  .refine((i) => i.from > i.to || daysInRange(i.from, i.to) <= maxReportDays, {
    message: `The range may span at most ${maxReportDays} days`,
    path: ['to'],
  });

export type ReportInput = z.infer<typeof reportInput>;

/**
 * Open job listings of a tenant from its applicant-tracking system (the catsone_jobs block,
 * ADR 0070): CATS One for tenants configured with an API key, otherwise the jobs the tenant
 * stored (`ats_jobs`). Answers plain text fields and only https apply links; newest first.
 */
export interface AtsJobs {
  /** 'catsone' or 'local' for the tenant: which adapter answers it. */
  sourceFor(tenantKey: string): string;
  listOpenJobs(request: { tenantKey: string; limit: number }): Promise<AtsJob[]>;
}

export interface AtsJob {
  id: string;
  title: string;
  location: string;
  department: string;
  /** Epoch ms, or null when unknown. */
  postedAt: number | null;
  /** https only; null when the job has none. */
  applyUrl: string | null;
}

/** The most jobs one block may ask for. */
export const maxAtsJobs = 50;

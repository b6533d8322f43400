import { $adminConfig } from '../../../shared/admin-config.ts';
import { api, endpointCookie } from '../../../shared/api/api.ts';
import { createAdminGraphQLClient } from '../../../shared/api/graphql-client.ts';
import { readCookie } from '../../../../content-engine/client/cookies.ts';
import { RequestFullBuildDocument } from '../../../../content-engine/documents/generated/mutation/build/requestFullBuild.ts';
import { RetryBuildJobDocument } from '../../../../content-engine/documents/generated/mutation/system/retryBuildJob.ts';
import { CancelBuildJobDocument } from '../../../../content-engine/documents/generated/mutation/system/cancelBuildJob.ts';
import { ResolveErrorEventDocument } from '../../../../content-engine/documents/generated/mutation/devTools/resolveErrorEvent.ts';

export const jobsPageSize = 20;
export const errorsPageSize = 10;

/**
 * Queues a full build of `tenantKey`: requestFullBuild builds the request's tenant, so this call
 * names that tenant instead of the one the admin manages (the engine checks the user may use it).
 */
export async function requestFullBuildOf(tenantKey: string) {
  const client = createAdminGraphQLClient({
    endpoint: () => ($adminConfig.get().devTools ? (readCookie(endpointCookie) ?? '') : ''),
    identity: () => ({ tenantKey, tenantDomain: null }),
  });
  return (await client.request(RequestFullBuildDocument)).requestFullBuild;
}

export const retryBuildJob = async (id: number) => (await api.request(RetryBuildJobDocument, { id })).retryBuildJob;
export const cancelBuildJob = async (id: number) => (await api.request(CancelBuildJobDocument, { id })).cancelBuildJob;
export const resolveErrorEvent = async (id: number) =>
  (await api.request(ResolveErrorEventDocument, { id })).resolveErrorEvent;

/** "1 min 5 s", "850 ms": a build's duration. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

import type { Knex } from 'knex';
import { unsentDeliveries } from './delivery-queries.ts';
import type { Deployment } from './deployment-queries.ts';

/** A deployment as getNewsletterDeployments shows it, with the recipients that failed or were skipped. */
export async function deploymentViews(db: Knex, deployments: readonly Deployment[]) {
  const unsent = await unsentDeliveries(
    db,
    deployments.map((d) => d.id),
    1000,
  );
  return deployments.map((d) => ({
    id: d.id,
    campaignId: d.campaignId,
    kind: d.kind,
    provider: d.provider,
    status: d.status,
    scheduledAt: d.scheduledAt,
    startedAt: d.startedAt,
    finishedAt: d.finishedAt,
    total: d.total,
    sent: d.sent,
    failed: d.failed,
    skipped: d.skipped,
    error: d.error,
    providerRef: d.providerRef,
    failures: unsent.filter((u) => u.deploymentId === d.id),
  }));
}

export type DeploymentView = Awaited<ReturnType<typeof deploymentViews>>[number];

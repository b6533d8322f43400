import { useEffect, useState } from 'react';
import { formatCount, formatDateTime } from '../../../shared/ui/format.ts';
import { getDeployments } from '../api/get-deployments.ts';
import type { GetNewsletterDeploymentsQuery } from '../../../../content-engine/documents/generated/query/newsletterDeployment/getNewsletterDeployments.ts';

type Deployment = GetNewsletterDeploymentsQuery['getNewsletterDeployments'][number];

const pollMs = 3000;

/**
 * The campaign's deployments with their counts; while one is queued or sending it is read again
 * every few seconds, and `onSettled` fires when the last one finishes (the campaign's status moved).
 */
export function DeploymentProgress({
  campaignId,
  polling,
  onSettled,
}: {
  campaignId: number;
  polling: boolean;
  onSettled: () => void;
}) {
  const [deployments, setDeployments] = useState<Deployment[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const found = await getDeployments(campaignId);
        if (!current) return;
        setDeployments(found);
        setError(null);
        const active = found.some((d) => d.kind === 'live' && (d.status === 'Sending' || d.status === 'Scheduled'));
        if (active) timer = setTimeout(() => void read(), pollMs);
        else if (polling) onSettled();
      } catch (failure) {
        if (current) setError((failure as Error).message);
      }
    };
    void read();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [campaignId, polling, onSettled]);

  if (error) return <p className="field-error">Could not read the deployments: {error}</p>;
  const sends = (deployments ?? []).filter((d) => d.kind === 'live');
  if (!sends.length) return null;
  return (
    <section aria-label="Deployments" className="newsletter-deployments">
      <h2>Deployments</h2>
      {sends.map((d) => (
        <div key={d.id} className="deployment">
          <p role="status">
            {d.status}: {formatCount(d.sent)} of {formatCount(d.total)} sent
            {d.failed ? `, ${formatCount(d.failed)} failed` : ''}
            {d.skipped ? `, ${formatCount(d.skipped)} skipped` : ''}
            {d.finishedAt
              ? ` (finished ${formatDateTime(d.finishedAt)})`
              : d.scheduledAt
                ? ` (scheduled ${formatDateTime(d.scheduledAt)})`
                : ''}
          </p>
          {d.total > 0 && (
            <progress max={d.total} value={d.sent + d.failed + d.skipped} aria-label={`Deployment ${d.id} progress`} />
          )}
          {d.error && <p className="field-error">{d.error}</p>}
          {d.failures.length > 0 && (
            <details>
              <summary>{formatCount(d.failures.length)} recipients not sent to</summary>
              <ul>
                {d.failures.map((f) => (
                  <li key={f.email}>
                    {f.email}: {f.status}
                    {f.error ? ` (${f.error})` : ''}, {f.attempts} attempt{f.attempts === 1 ? '' : 's'}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      ))}
    </section>
  );
}

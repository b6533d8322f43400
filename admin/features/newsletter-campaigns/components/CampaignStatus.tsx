import type { NewsletterCampaignStatus } from '../../../../content-engine/documents/generated/schema-types.ts';
import { formatDateTime } from '../../../shared/ui/format.ts';

interface StatusCampaign {
  status: NewsletterCampaignStatus;
  scheduledAt?: number | null;
  sentAt?: number | null;
}

/** Draft; Scheduled with when; Sending; Sent with when (the edit screen adds the deployment's counts). */
export function CampaignStatus({ campaign }: { campaign: StatusCampaign }) {
  const { status, scheduledAt, sentAt } = campaign;
  if (status === 'Scheduled' && scheduledAt) return <>Scheduled for {formatDateTime(scheduledAt)}</>;
  if (status === 'Sent' && sentAt) return <>Sent {formatDateTime(sentAt)}</>;
  return <>{status}</>;
}

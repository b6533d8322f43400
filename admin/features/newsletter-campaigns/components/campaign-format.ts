import {
  newsletterCampaignStatuses,
  type NewsletterCampaignStatus,
} from '../../../../content-engine/shared/newsletters/constants.ts';
import { newsletterTemplatePayloadSchema } from '../../../../content-engine/shared/newsletters/template-schema.ts';

export const statusOptions = newsletterCampaignStatuses.map((status) => ({ value: status, label: status }));

/** A campaign's date (YYYY-MM-DD, Central time) as a reader says it: "Tue, Dec 1, 2026". */
export function formatCampaignDate(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Today in America/Chicago (YYYY-MM-DD): campaign dates are Central calendar days. */
export { todayInChicago } from '../../../shared/ui/format.ts';

/** Once Sending or Sent a campaign's content is fixed (only hideOnWeb may change). */
export const isLocked = (status: NewsletterCampaignStatus) => status === 'Sending' || status === 'Sent';

/** A template's payload read through the shared schema (defaults filled in); null when it does not parse. */
export function templatePayloadOf(payload: unknown) {
  const parsed = newsletterTemplatePayloadSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** The template's content_list blocks: the ones whose items an editor picks. */
export const contentBlocksOf = (payload: unknown) =>
  (templatePayloadOf(payload)?.blocks ?? []).filter((block) => block.type === 'content_list');

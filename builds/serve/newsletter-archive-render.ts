import type { EngineContext } from '../../content-engine/core/context.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import type { ArchivedCampaign } from './newsletter-archive.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The e-mail HTML of an archived campaign, as the web archive shows it: the campaign rendered
 * without a recipient (no per-recipient links). Until the e-mail renderer is wired in, a plain
 * page with the subject.
 */
export async function renderArchivedCampaign(
  _ctx: EngineContext & { tenant: Tenant },
  campaign: ArchivedCampaign,
): Promise<string> {
  const subject = escapeHtml(campaign.subject);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head><body><h1 style="font-family: Arial, sans-serif">${subject}</h1></body></html>`;
}

import type { EngineContext } from '../core/context.ts';
import type { RenderedNewsletter } from '../shared/newsletters/render-input.ts';
import type { DeploymentCampaign } from './campaign-rows.ts';

/**
 * In the rendered message, where each recipient's own unsubscribe token goes. URL- and HTML-safe,
 * so the renderer passes it through untouched; the worker substitutes it per recipient.
 */
export const unsubscribeTokenPlaceholder = 'NL_UNSUBSCRIBE_TOKEN_PLACEHOLDER';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/**
 * The campaign rendered once for a deployment, its unsubscribe link carrying the placeholder.
 * Until `renderCampaign` of content-engine/newsletter-render/ is merged this is a plain stand-in
 * (subject, preheader, the footer's address and links); the deployment machinery does not depend
 * on what the HTML holds.
 */
export async function renderForDeployment({
  campaign,
  origin,
  unsubscribeUrl,
}: {
  ctx: EngineContext;
  campaign: DeploymentCampaign;
  origin: string;
  unsubscribeUrl: string;
}): Promise<RenderedNewsletter> {
  const { template } = campaign;
  const webVersion = `${origin}/newsletter/${campaign.id}`;
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><title>',
    escape(campaign.subject),
    '</title></head><body>',
    `<div style="display:none">${escape(campaign.preheader)}</div>`,
    `<h1>${escape(template.name)}</h1>`,
    `<p>${escape(campaign.date)}</p>`,
    `<p><a href="${escape(webVersion)}">View this newsletter in your browser</a></p>`,
    `<p style="font-size:12px">${escape(template.footer.postalAddress)}</p>`,
    `<p style="font-size:12px"><a href="${escape(unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('');
  const text = [
    template.name,
    campaign.date,
    `View in your browser: ${webVersion}`,
    template.footer.postalAddress,
    `Unsubscribe: ${unsubscribeUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: campaign.subject, preheader: campaign.preheader, html, text };
}

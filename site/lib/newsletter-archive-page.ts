import type { SiteEngine } from '../../builds/serve/site-engine.ts';
import { archiveId, newsletterPath } from '../../builds/serve/newsletter-archive.ts';
import { archiveViewMarkup } from '../../builds/serve/newsletter-archive-view.ts';
import { siteRelativeUrls } from '../../content-engine/shared/site-relative-urls.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The web archive's page (spec public §2 /newsletter/:campaignId and /latest-newsletter/:templateId;
 * ADR 0075): the campaign's e-mail HTML, as sent but without a recipient, served as the whole
 * document (its own Content-Security-Policy: no script runs; builds/serve/site-route.ts). Indexed
 * like any public page, with the campaign's own address as the canonical one (the latest page
 * shows the same e-mail). The site's own addresses are made relative, so images and links work on
 * every domain of the site, not only the primary one. Null (the caller's 404) for a malformed id or
 * a campaign the site does not show; a 500 when the campaign does not render.
 */
export async function newsletterArchiveResponse(
  engine: SiteEngine,
  by: 'campaign' | 'template',
  segment: string | undefined,
): Promise<Response | null> {
  const id = archiveId(segment);
  if (id === null) return null;
  let archived;
  try {
    archived = await engine.newsletterArchive(by === 'campaign' ? { campaignId: id } : { templateId: id });
  } catch (error) {
    // A campaign that does not render (its template's payload broken, say) fails its own page
    // only: a 500 is neither stored nor removed, and a build counts it as one failed page.
    console.error(`newsletter archive: ${by} ${id} did not render`, error);
    return new Response('This newsletter cannot be shown right now.', {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (!archived) return null;
  const canonical = `<link rel="canonical" href="${escapeAttribute(`${engine.origin}${newsletterPath(archived.campaign.id)}`)}">`;
  const relative = siteRelativeUrls(archived.html, engine.origin);
  const head = /<head(\s[^>]*)?>/i.exec(relative);
  const withCanonical = head
    ? `${relative.slice(0, head.index + head[0].length)}${canonical}${relative.slice(head.index + head[0].length)}`
    : relative;
  // The page view (ADR 0075): the details as data, and the one script the archive's policy allows.
  const view = archiveViewMarkup({
    newsletterCampaignId: archived.campaign.id,
    newsletterTemplateId: archived.campaign.templateId,
  });
  const bodyEnd = withCanonical.toLowerCase().lastIndexOf('</body>');
  const html =
    bodyEnd < 0
      ? `${withCanonical}${view}`
      : `${withCanonical.slice(0, bodyEnd)}${view}${withCanonical.slice(bodyEnd)}`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/*
 * The query parameter a newsletter's links to its own site carry so that the page views they lead
 * to name the campaign (spec public §3 page details `newsletterCampaignId`; ADR 68, ADR 73). The
 * e-mail renderer writes it; the site's tracker reads it from the landing page's address.
 */
export const newsletterCampaignParam = 'nl_campaign';

/** The campaign id a landing page's query names, or undefined (ids are positive integers). */
export const newsletterCampaignIdFromQuery = (search: string | URLSearchParams): number | undefined => {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(newsletterCampaignParam);
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
};

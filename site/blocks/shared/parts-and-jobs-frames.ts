import { consentCategories, type ConsentCategory } from '../../../content-engine/shared/consent-categories.ts';
import { heightOf, httpsUrl, isSafeToken } from './third-party-embeds.ts';

/*
 * The job board, SourceESB and 3DX widget blocks (ADR 66): consent-gated frames like ADR 65's,
 * each from its vendor's hosts, built from a safe-token id or an https address on those hosts.
 */

/** Where each vendor's frames come from. */
export const partsAndJobsHosts = {
  job_board: ['ymcareers.com', 'madgex.com'],
  source_esb: ['sourceesb.com'],
  three_dx: ['3dx.com'],
} as const;

/** The consent category each waits for: all functional (the visitor asked to search or read). */
export const partsAndJobsConsent = {
  job_board: consentCategories.functional,
  source_esb_data_sheet: consentCategories.functional,
  source_esb_part_details: consentCategories.functional,
  source_esb_part_search: consentCategories.functional,
  three_dx_search: consentCategories.functional,
} as const satisfies Record<string, ConsentCategory>;

export interface FrameEmbed {
  src: string;
  height: number;
}

const token = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return isSafeToken(text) ? text : null;
};

/** job_board: the board's address (https on the vendor's hosts), else its board id's page; null without either. */
export function jobBoardEmbed(settings: Record<string, unknown>): FrameEmbed | null {
  const id = token(settings.boardId);
  const src =
    httpsUrl(settings.boardUrl, partsAndJobsHosts.job_board) ??
    (id ? `https://jobs.ymcareers.com/${encodeURIComponent(id)}/jobs/` : null);
  return src ? { src, height: heightOf(settings.height, 900) } : null;
}

/** The SourceESB widget kinds and their paths. */
export type SourceEsbWidget = 'part-search' | 'part-details' | 'data-sheet';

/** A SourceESB widget's address for the partner id (the part is added on the client, from `?part=`); null without a valid partner id. */
export function sourceEsbEmbed(settings: Record<string, unknown>, widget: SourceEsbWidget): FrameEmbed | null {
  const partner = token(settings.partnerId);
  if (!partner) return null;
  return {
    src: `https://widgets.sourceesb.com/${widget}?partner=${encodeURIComponent(partner)}`,
    height: heightOf(settings.height, widget === 'part-search' ? 500 : 700),
  };
}

/** three_dx_search: the search address (https on 3DX's hosts), else the catalog id's search; null without either. */
export function threeDxEmbed(settings: Record<string, unknown>): FrameEmbed | null {
  const id = token(settings.catalogId);
  const src =
    httpsUrl(settings.searchUrl, partsAndJobsHosts.three_dx) ??
    (id ? `https://search.3dx.com/catalog/${encodeURIComponent(id)}` : null);
  return src ? { src, height: heightOf(settings.height, 700) } : null;
}

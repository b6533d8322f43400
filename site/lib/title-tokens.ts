/** The page facts title tokens refer to. */
export interface TokenContext {
  sectionName?: string;
  sectionPath?: string;
  issueName?: string;
  pageName?: string;
}

/** Replaces [sectionname], [issuename] and [pagename] in titles and [sectionlink] in links (spec public §9). */
export function resolveTokens(text: string | undefined, c: TokenContext): string {
  return (text ?? '')
    .replace(/\[sectionname\]/gi, c.sectionName ?? '')
    .replace(/\[issuename\]/gi, c.issueName ?? '')
    .replace(/\[pagename\]/gi, c.pageName ?? '')
    .replace(/\[sectionlink\]/gi, c.sectionPath ?? '/');
}

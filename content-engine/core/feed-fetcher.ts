/**
 * Fetches a document from the open web for the engine (the external_rss_feed block, ADR 0064):
 * only http/https, only public addresses (every address a name resolves to, again at each
 * redirect), within a time and size limit. Throws a FeedFetchError when it will not or cannot.
 */
export interface FeedFetcher {
  fetch(url: string): Promise<FetchedDocument>;
}

export interface FetchedDocument {
  /** Where the document was found, after redirects. */
  url: string;
  body: string;
  contentType: string;
}

/** Why a fetch failed: refused before any request, or failed on the way. */
export type FeedFetchFailure = 'scheme' | 'private-address' | 'dns' | 'timeout' | 'too-large' | 'status' | 'network';

export class FeedFetchError extends Error {
  constructor(
    readonly reason: FeedFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

/** What the browser GraphQL client throws (spec admin §8, public §8): the message a user may see. */
export class ClientError extends Error {
  constructor(
    message: string,
    /** HTTP status, 0 when the request never got an answer. */
    readonly status: number,
    /** The GraphQL error code (extensions.code), when the server gave one. */
    readonly code: string | null = null,
    /** The first GraphQL error's extensions (e.g. who changed an item, on CONFLICT). */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

export const networkErrorMessage =
  'There was a problem connecting to the database. Please try again later or contact your site administrator.';
export const documentDownloadFailed = 'Failed to download GQL file';
export const invalidDocumentFormat = 'Invalid GQL Format';

/** The text for a response whose body is not JSON: its status text, or the generic status message. */
export const nonJsonMessage = (status: number, statusText: string) =>
  statusText || `Status code ${status}: An error occurred, please try again. If this continues, please contact support`;

/** A fetch that failed before any response ('Network error', 'Failed to fetch', …) becomes the database message. */
export const fromNetworkFailure = (error: unknown) =>
  error instanceof ClientError ? error : new ClientError(networkErrorMessage, 0, 'NETWORK_ERROR');

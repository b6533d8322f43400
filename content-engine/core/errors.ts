/**
 * The error catalogue. Every error the engine raises on purpose has a stable code, an HTTP status
 * and whether its message may be shown to the caller. Anything else is masked and logged.
 */
export const errorCatalogue = {
  BAD_USER_INPUT: { status: 400, public: true },
  GRAPHQL_PARSE_FAILED: { status: 400, public: true },
  GRAPHQL_VALIDATION_FAILED: { status: 400, public: true },
  /** Over a GraphQL document, cost or variables limit (content-engine/graphql/execute.ts). */
  QUERY_TOO_COMPLEX: { status: 400, public: true },
  BAD_REQUEST: { status: 400, public: true },
  TENANT_REQUIRED: { status: 400, public: true },
  UNAUTHENTICATED: { status: 401, public: true },
  FORBIDDEN: { status: 403, public: true },
  NOT_FOUND: { status: 404, public: true },
  TENANT_NOT_FOUND: { status: 404, public: true },
  PERSISTED_QUERY_NOT_FOUND: { status: 404, public: true },
  CONFLICT: { status: 409, public: true },
  PAYLOAD_TOO_LARGE: { status: 413, public: true },
  RATE_LIMITED: { status: 429, public: true },
  /** Sign-in of an account that failed too often: send it again with a passed captcha (`recaptchaToken`). */
  CAPTCHA_REQUIRED: { status: 429, public: true },
  SERVICE_UNAVAILABLE: { status: 503, public: true },
  /** A query ran past its time budget and was stopped. */
  QUERY_TIMEOUT: { status: 503, public: true },
  INTERNAL_SERVER_ERROR: { status: 500, public: false },
} as const satisfies Record<string, { status: number; public: boolean }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The message callers see in place of an unexpected error. */
export const maskedErrorMessage = 'Unexpected error.';

export class EngineError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = details;
  }
}

export const isEngineError = (error: unknown): error is EngineError => error instanceof EngineError;

export const notFound = (what: string) => new EngineError('NOT_FOUND', `${what} was not found.`);
export const unauthenticated = (message = 'You must be logged in.') => new EngineError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new EngineError('FORBIDDEN', message);

import type { GraphQLError } from 'graphql';
import { errorCatalogue, isEngineError, maskedErrorMessage, type ErrorCode } from '../core/errors.ts';
import type { Logger } from '../core/logger.ts';

export interface PublicError {
  message: string;
  extensions: { code: string; [key: string]: unknown };
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
}

/**
 * Turns execution errors into what callers see (spec admin §8): the HTTP status is the first
 * error's; our own errors keep their code and message; GraphQL's own errors (syntax, validation,
 * variable coercion) are bad input; anything else is masked, logged and listed in `unexpected`
 * for the error monitor. Expected codes (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, …)
 * are never listed.
 */
export function formatErrors(
  errors: readonly GraphQLError[],
  log: Logger,
): { status: number; errors: PublicError[]; unexpected: { error: Error; path?: readonly (string | number)[] }[] } {
  const unexpected: { error: Error; path?: readonly (string | number)[] }[] = [];
  const formatted = errors.map((error): PublicError & { status: number } => {
    const original = error.originalError;
    const base = { path: error.path, locations: error.locations };
    if (isEngineError(original)) {
      if (original.code === 'INTERNAL_SERVER_ERROR') {
        log.error({ err: original }, 'engine error');
        unexpected.push({ error: original, path: error.path });
      }
      return {
        ...base,
        message: original.message,
        extensions: { code: original.code, ...(original.details ?? {}) },
        status: original.status,
      };
    }
    // Errors raised before any resolver ran (variable coercion, scalar parsing) are the caller's input.
    if (!original || (error.path === undefined && !(original instanceof Error && original.name === 'EngineError'))) {
      const code = (error.extensions?.code as ErrorCode | undefined) ?? 'BAD_USER_INPUT';
      return { ...base, message: error.message, extensions: { code }, status: errorCatalogue[code]?.status ?? 400 };
    }
    if (original.name === 'ZodError') {
      return { ...base, message: error.message, extensions: { code: 'BAD_USER_INPUT' }, status: 400 };
    }
    log.error({ err: original, path: error.path }, 'unexpected error in GraphQL execution');
    unexpected.push({ error: original, path: error.path });
    return { ...base, message: maskedErrorMessage, extensions: { code: 'INTERNAL_SERVER_ERROR' }, status: 500 };
  });
  const status = formatted[0]?.status ?? 500;
  return { status, errors: formatted.map(({ status: _status, ...rest }) => rest), unexpected };
}

import type { FastifyReply } from 'fastify';
import { isEngineError, maskedErrorMessage } from '../core/errors.ts';

/** Writes an error in the GraphQL response shape, so every client parses one format. */
export function sendError(reply: FastifyReply, error: unknown) {
  if (isEngineError(error)) {
    return reply.code(error.status).send({ errors: [{ message: error.message, extensions: { code: error.code } }] });
  }
  return reply
    .code(500)
    .send({ errors: [{ message: maskedErrorMessage, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
}

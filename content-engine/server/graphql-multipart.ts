import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EngineError, isEngineError } from '../core/errors.ts';
import type { GraphQLRequest } from '../graphql/execute.ts';
import type { Upload } from '../assets/upload.ts';
import { jsonNestsDeeperThan, maxJsonDepth, tooDeepJson } from './json-body.ts';

/** Largest file one upload may carry. */
export const maxUploadBytes = 25 * 1024 * 1024;
const maxFiles = 10;

/** Accepts multipart/form-data on the server; JSON bodies keep Fastify's own parser and limit. */
export function registerGraphQLMultipart(app: FastifyInstance) {
  void app.register(fastifyMultipart, {
    limits: { fileSize: maxUploadBytes, files: maxFiles, fields: 10, fieldSize: 1024 * 1024 },
  });
}

const badRequest = (message: string) => new EngineError('BAD_REQUEST', message);

function parseJsonField(name: string, value: unknown): unknown {
  if (typeof value !== 'string') throw badRequest(`The multipart request must send "${name}" before its files.`);
  if (jsonNestsDeeperThan(value, maxJsonDepth)) throw tooDeepJson();
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`The multipart field "${name}" is not valid JSON.`);
  }
}

/** Puts `value` at a dotted path such as "variables.input.file" of the operation; only null slots may be filled. */
function place(operation: Record<string, unknown>, path: string, value: Upload) {
  const keys = path.split('.');
  let target: unknown = operation;
  for (const key of keys.slice(0, -1))
    target =
      typeof target === 'object' && target !== null && Object.hasOwn(target, key)
        ? (target as Record<string, unknown>)[key]
        : undefined;
  const last = keys.at(-1)!;
  if (
    typeof target !== 'object' ||
    target === null ||
    !Object.hasOwn(target, last) ||
    (target as Record<string, unknown>)[last] !== null ||
    last === '__proto__'
  ) {
    throw badRequest(`The multipart "map" names "${path}", which is not a null variable of the operation.`);
  }
  (target as Record<string, unknown>)[last] = value;
}

/** The map of the spec: each file field names the operation paths (`variables.…`) it fills. */
function readMap(value: unknown): Record<string, string[]> {
  const map = parseJsonField('map', value);
  const valid =
    typeof map === 'object' &&
    map !== null &&
    !Array.isArray(map) &&
    Object.values(map).every(
      (paths) =>
        Array.isArray(paths) && paths.every((path) => typeof path === 'string' && path.startsWith('variables.')),
    );
  if (!valid)
    throw badRequest('The multipart "map" must be an object of file field names to arrays of "variables.…" paths.');
  return map as Record<string, string[]>;
}

/** What the multipart reader threw, as the client's error: it reads only the client's body. */
function readError(error: unknown): EngineError {
  if (isEngineError(error)) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new EngineError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxUploadBytes / 1024 / 1024} MB.`);
  if (statusCode === 413)
    return new EngineError('PAYLOAD_TOO_LARGE', `The multipart request is too large: ${message ?? 'too many parts'}.`);
  return badRequest(`The multipart request could not be read: ${message ?? 'malformed body'}.`);
}

/**
 * Reads a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
 * the "operations" and "map" fields, then the files, each read into memory and put at the
 * variables the map names. One operation per request.
 */
export async function readMultipartGraphQL(request: FastifyRequest): Promise<GraphQLRequest> {
  let operation: Record<string, unknown> | undefined;
  let map: Record<string, string[]> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'operations') {
          const parsed = parseJsonField('operations', part.value);
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
            throw badRequest('"operations" must be one operation object (batches are not supported).');
          operation = parsed as Record<string, unknown>;
        } else if (part.fieldname === 'map') {
          map = readMap(part.value);
        }
        continue;
      }
      if (!operation || !map)
        throw badRequest('The multipart request must send "operations" and "map" before its files.');
      const upload: Upload = { fileName: part.filename, mimeType: part.mimetype, data: await part.toBuffer() };
      const paths = map[part.fieldname];
      if (!Array.isArray(paths)) throw badRequest(`The file field "${part.fieldname}" is not in the multipart "map".`);
      for (const path of paths) place(operation, String(path), upload);
    }
  } catch (error) {
    throw readError(error);
  }
  if (!operation) throw badRequest('The multipart request has no "operations" field.');
  return operation;
}

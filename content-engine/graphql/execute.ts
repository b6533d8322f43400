import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { EngineContext } from '../core/context.ts';
import { EngineError } from '../core/errors.ts';
import { maxDepthRule } from './max-depth-rule.ts';
import { formatErrors, type PublicError } from './format-errors.ts';

export const limits = {
  /** Longest query text accepted. */
  maxQueryLength: 100_000,
  /** Most tokens a query may parse into (guards against pathological documents). */
  maxTokens: 5_000,
  maxDepth: 12,
  cachedDocuments: 1_000,
};

export interface GraphQLRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLResponse {
  status: number;
  body: { data?: unknown; errors?: PublicError[] };
}

/** Parsed and validated documents by query text: clients send the same few documents. */
const documentCache = new Map<string, DocumentNode | readonly GraphQLError[]>();

function prepare(schema: GraphQLSchema, query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documentCache.get(query);
  if (cached) return cached;
  let prepared: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(query, { maxTokens: limits.maxTokens });
    const errors = validate(schema, document, [...specifiedRules, maxDepthRule(limits.maxDepth)]);
    prepared = errors.length ? errors.map((e) => tag(e, 'GRAPHQL_VALIDATION_FAILED')) : document;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    prepared = [tag(error, 'GRAPHQL_PARSE_FAILED')];
  }
  if (documentCache.size >= limits.cachedDocuments) documentCache.delete(documentCache.keys().next().value as string);
  documentCache.set(query, prepared);
  return prepared;
}

const tag = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code } });

const badRequest = (message: string, code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' = 'BAD_REQUEST') =>
  new GraphQLError(message, { originalError: new EngineError(code, message) });

/** Runs one GraphQL request against the schema; never throws. */
export async function runGraphQL(schema: GraphQLSchema, request: GraphQLRequest, ctx: EngineContext): Promise<GraphQLResponse> {
  const { query, variables, operationName } = request ?? {};
  let errors: readonly GraphQLError[] | undefined;
  let data: unknown;
  if (typeof query !== 'string' || query.trim() === '') {
    errors = [badRequest('The request must have a "query" string.')];
  } else if (query.length > limits.maxQueryLength) {
    errors = [badRequest(`The query is longer than ${limits.maxQueryLength} characters.`, 'PAYLOAD_TOO_LARGE')];
  } else if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    errors = [badRequest('"variables" must be an object.')];
  } else if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    errors = [badRequest('"operationName" must be a string.')];
  } else {
    const prepared = prepare(schema, query);
    if (Array.isArray(prepared)) {
      errors = prepared;
    } else {
      const result = await execute({
        schema,
        document: prepared as DocumentNode,
        variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
        operationName: (operationName ?? undefined) as string | undefined,
        contextValue: ctx,
      });
      data = result.data;
      errors = result.errors;
    }
  }
  if (!errors?.length) return { status: 200, body: { data } };
  const { status, errors: publicErrors } = formatErrors(errors, ctx.log);
  return { status, body: data === undefined ? { errors: publicErrors } : { data, errors: publicErrors } };
}

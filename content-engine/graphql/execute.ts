import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { EngineContext } from '../core/context.ts';
import { EngineError, type ErrorCode } from '../core/errors.ts';
import { documentLimitProblem } from './document-limits.ts';
import { maxDepthRule } from './max-depth-rule.ts';
import { formatErrors, type PublicError } from './format-errors.ts';
import { costLimits, estimateCost } from './query-cost.ts';
import { withDeadlines, withinBudget } from './query-deadline.ts';
import { variablesProblem } from './variable-limits.ts';

/** The limits of one GraphQL request; ADR 35 gives the reasons for each. */
export const limits = {
  /** Longest query text accepted. */
  maxQueryLength: 100_000,
  /** Most tokens a query may parse into (guards against pathological documents). */
  maxTokens: 5_000,
  maxDepth: 12,
  maxCost: costLimits.maxCost,
  /** A query answers QUERY_TIMEOUT after this long; mutations are not cut short (their writes must be reported). */
  queryTimeBudgetMs: 5_000,
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

const engineError = (code: ErrorCode, message: string) =>
  new GraphQLError(message, { originalError: new EngineError(code, message) });

function prepare(schema: GraphQLSchema, query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documentCache.get(query);
  if (cached) return cached;
  let prepared: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(query, { maxTokens: limits.maxTokens });
    const problem = documentLimitProblem(document);
    const errors = problem ? [] : validate(schema, document, [...specifiedRules, maxDepthRule(limits.maxDepth)]);
    if (problem) prepared = [engineError('QUERY_TOO_COMPLEX', problem)];
    else prepared = errors.length ? errors.map((e) => tag(e, 'GRAPHQL_VALIDATION_FAILED')) : document;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    prepared = [tag(error, 'GRAPHQL_PARSE_FAILED')];
  }
  if (documentCache.size >= limits.cachedDocuments) documentCache.delete(documentCache.keys().next().value as string);
  documentCache.set(query, prepared);
  return prepared;
}

const tag = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code },
  });

/** What is wrong with the request's shape, before its query is parsed; undefined when nothing is. */
function requestProblem(request: unknown): GraphQLError | undefined {
  if (Array.isArray(request))
    return engineError(
      'BAD_REQUEST',
      'Batched requests (a JSON array of operations) are not supported; send one operation per request.',
    );
  if (typeof request !== 'object' || request === null)
    return engineError(
      'BAD_REQUEST',
      'The body must be a JSON object { "query": …, "variables": … } sent as application/json.',
    );
  const { query, variables, operationName } = request as GraphQLRequest;
  if (typeof query !== 'string' || query.trim() === '')
    return engineError('BAD_REQUEST', 'The request must have a "query" string.');
  if (query.length > limits.maxQueryLength)
    return engineError('PAYLOAD_TOO_LARGE', `The query is longer than ${limits.maxQueryLength} characters.`);
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return engineError('BAD_REQUEST', '"variables" must be an object.');
  const tooDeep = variablesProblem(variables);
  if (tooDeep) return engineError('BAD_REQUEST', tooDeep);
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return engineError('BAD_REQUEST', '"operationName" must be a string.');
  return undefined;
}

export interface RunOptions {
  /** Overrides limits.queryTimeBudgetMs (tests). */
  queryTimeBudgetMs?: number;
}

/** Runs one GraphQL request against the schema; never throws. */
export async function runGraphQL(
  schema: GraphQLSchema,
  request: GraphQLRequest,
  ctx: EngineContext,
  options: RunOptions = {},
): Promise<GraphQLResponse> {
  let errors: readonly GraphQLError[] | undefined;
  let data: unknown;
  const problem = requestProblem(request);
  if (problem) {
    errors = [problem];
  } else {
    const query = request.query as string;
    const variables = (request.variables ?? undefined) as Record<string, unknown> | undefined;
    const operationName = (request.operationName ?? undefined) as string | undefined;
    const prepared = prepare(schema, query);
    if (Array.isArray(prepared)) {
      errors = prepared;
    } else {
      const document = prepared as DocumentNode;
      const cost = estimateCost({ schema, document, operationName, variables });
      if (cost > limits.maxCost) {
        errors = [
          engineError(
            'QUERY_TOO_COMPLEX',
            `The query's estimated cost is ${Math.round(cost)}; the limit is ${limits.maxCost}. Ask for fewer items or fields.`,
          ),
        ];
      } else {
        const run = async () =>
          execute({
            schema: withDeadlines(schema),
            document,
            variableValues: variables,
            operationName,
            contextValue: ctx,
          });
        const isQuery = getOperationAST(document, operationName)?.operation === 'query';
        const result = isQuery
          ? await withinBudget(ctx, options.queryTimeBudgetMs ?? limits.queryTimeBudgetMs, run)
          : await run();
        if ('timedOut' in result) {
          errors = [result.timedOut];
        } else {
          data = result.data;
          errors = result.errors;
        }
      }
    }
  }
  if (!errors?.length) return { status: 200, body: { data } };
  const { status, errors: publicErrors, unexpected } = formatErrors(errors, ctx.log);
  for (const { error, path } of unexpected)
    await ctx.errors.capture(error, {
      tenantKey: ctx.tenant?.key ?? null,
      cmsUserId: ctx.cmsUser?.id ?? null,
      route: `graphql:${path?.[0] ?? (request.operationName as string | undefined) ?? 'operation'}`,
    });
  return { status, body: data === undefined ? { errors: publicErrors } : { data, errors: publicErrors } };
}

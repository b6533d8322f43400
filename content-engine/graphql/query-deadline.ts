import { GraphQLError, isObjectType, type GraphQLSchema } from 'graphql';
import { EngineError } from '../core/errors.ts';

/*
 * graphql-js 16 cannot abort an execution (17 takes an AbortSignal), so a query's time budget is
 * kept in two places: the response is answered with QUERY_TIMEOUT when the budget is spent, and
 * from then on every resolver of that query throws instead of starting (no new database reads).
 * Only resolvers the schema attaches are wrapped: default resolvers read properties, and how many
 * of those run is bounded by the cost limit.
 */

/** The time by which each running query's resolvers must have started (performance.now()), by context. */
const deadlines = new WeakMap<object, { at: number; budgetMs: number }>();
const wrapped = new WeakSet<GraphQLSchema>();

export const queryTimeout = (budgetMs: number) =>
  new EngineError('QUERY_TIMEOUT', `The query ran longer than ${budgetMs} ms and was stopped.`);

/** Makes every attached resolver of `schema` refuse to start past its query's deadline (once per schema). */
export function withDeadlines(schema: GraphQLSchema): GraphQLSchema {
  if (wrapped.has(schema)) return schema;
  wrapped.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      field.resolve = (source, args, context, info) => {
        const deadline = deadlines.get(context as object);
        if (deadline && performance.now() > deadline.at) throw queryTimeout(deadline.budgetMs);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

/**
 * Runs `work` with the resolvers of `context` bound by `budgetMs`; answers the timeout error
 * if the budget is spent first. The work's late result, if any, is dropped.
 */
export async function withinBudget<T>(
  context: object,
  budgetMs: number,
  work: () => Promise<T>,
): Promise<T | { timedOut: GraphQLError }> {
  deadlines.set(context, { at: performance.now() + budgetMs, budgetMs });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ timedOut: GraphQLError }>((resolve) => {
    timer = setTimeout(() => {
      const error = queryTimeout(budgetMs);
      resolve({ timedOut: new GraphQLError(error.message, { originalError: error }) });
    }, budgetMs);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

import { buildSchema, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../core/context.ts';
import { silentLogger } from '../core/logger.ts';
import { limits, runGraphQL, type GraphQLRequest } from './execute.ts';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function testSchema(): { schema: GraphQLSchema; started: string[]; slowAnswered: Promise<void> } {
  const started: string[] = [];
  let answered!: () => void;
  const slowAnswered = new Promise<void>((resolve) => (answered = resolve));
  const schema = buildSchema(`
    type Item { id: Int children: [Item!]! }
    type Query { fast: String slow: Item items(limit: Int): [Item!]! }
    type Mutation { slowWrite: String }
  `);
  const query = schema.getQueryType()!.getFields();
  query.fast!.resolve = () => 'fast';
  query.slow!.resolve = () => later(200, { id: 1 }).finally(answered);
  query.items!.resolve = (_source, { limit }) => Array.from({ length: limit ?? 1 }, (_, id) => ({ id }));
  (schema.getType('Item') as GraphQLObjectType).getFields().children!.resolve = () => {
    started.push('children');
    return [];
  };
  schema.getMutationType()!.getFields().slowWrite!.resolve = () => later(100, 'written');
  return { schema, started, slowAnswered };
}

const ctx = () => ({ log: silentLogger }) as unknown as EngineContext;
const run = (schema: GraphQLSchema, request: unknown, timeBudgetMs?: number) =>
  runGraphQL(schema, request as GraphQLRequest, ctx(), { queryTimeBudgetMs: timeBudgetMs });
const codeOf = (response: Awaited<ReturnType<typeof run>>) => [
  response.status,
  response.body.errors?.[0]?.extensions.code,
];

describe('runGraphQL request limits', () => {
  const { schema } = testSchema();

  it('refuses a batch (a JSON array) and a body that is not an object, with BAD_REQUEST', async () => {
    expect(codeOf(await run(schema, [{ query: '{ fast }' }]))).toEqual([400, 'BAD_REQUEST']);
    expect((await run(schema, [{ query: '{ fast }' }])).body.errors?.[0]?.message).toContain('Batched requests');
    expect(codeOf(await run(schema, '{ fast }'))).toEqual([400, 'BAD_REQUEST']);
    expect(codeOf(await run(schema, { query: 42 }))).toEqual([400, 'BAD_REQUEST']);
  });

  it('refuses variables nested 100,000 deep with BAD_REQUEST, not a stack overflow', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const response = await run(schema, { query: '{ fast }', variables: { deep } });
    expect(codeOf(response)).toEqual([400, 'BAD_REQUEST']);
    expect(response.body.errors?.[0]?.message).toContain('nested more than');
  });

  it('refuses a query over the cost limit with QUERY_TOO_COMPLEX', async () => {
    const response = await run(schema, { query: `{ items(limit: ${limits.maxCost}) { id } }` });
    expect(codeOf(response)).toEqual([400, 'QUERY_TOO_COMPLEX']);
    expect(response.body.errors?.[0]?.message).toMatch(/estimated cost is \d+; the limit is \d+/);
  });

  it('refuses a document over a document limit with QUERY_TOO_COMPLEX', async () => {
    const query = `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: fast`).join(' ')} }`;
    expect(codeOf(await run(schema, { query }))).toEqual([400, 'QUERY_TOO_COMPLEX']);
  });
});

describe('runGraphQL time budget', () => {
  it('answers QUERY_TIMEOUT when a query outruns its budget, and its later resolvers do not start', async () => {
    const { schema, started, slowAnswered } = testSchema();
    const response = await run(schema, { query: '{ slow { id children { id } } }' }, 20);
    expect(codeOf(response)).toEqual([503, 'QUERY_TIMEOUT']);
    // `slow` answers at 200 ms; its `children` resolver would start right after (in the same
    // round of promise callbacks), and must refuse.
    await slowAnswered;
    await new Promise(setImmediate);
    expect(started).toEqual([]);
  });

  it('lets a query within its budget finish', async () => {
    const { schema, started } = testSchema();
    const response = await run(schema, { query: '{ slow { id children { id } } }' }, 5_000);
    expect(response.body).toEqual({ data: { slow: { id: 1, children: [] } } });
    expect(started).toEqual(['children']);
  });

  it('does not cut a mutation short: its write is reported', async () => {
    const { schema } = testSchema();
    expect((await run(schema, { query: 'mutation { slowWrite }' }, 20)).body).toEqual({
      data: { slowWrite: 'written' },
    });
  });
});

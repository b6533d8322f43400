import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadOperationDocuments } from '../server/documents-route.ts';
import { costLimits, estimateCost } from './query-cost.ts';
import { engineSchema } from './schema.ts';

const schema = buildSchema(`
  input Page { limit: Int }
  input StreamInput { pagination: Page }
  type Item { id: Int tags: [String!]! children: [Item!]! }
  type Edge { node: Item }
  type Connection { edges: [Edge!]! total: Int }
  type Query { item: Item items(limit: Int): [Item!]! stream(input: StreamInput): Connection! }
`);
const cost = (query: string, variables?: Record<string, unknown>) =>
  estimateCost({ schema, document: parse(query), variables });

describe('estimateCost', () => {
  it('counts every field once outside lists', () => {
    expect(cost('{ item { id } }')).toBe(2);
  });

  it('multiplies a list by its limit, literal or from the variables', () => {
    expect(cost('{ items(limit: 50) { id } }')).toBe(1 + 50);
    expect(cost('query ($n: Int) { items(limit: $n) { id } }', { n: 7 })).toBe(1 + 7);
  });

  it("multiplies a connection's edges by the limit in its input object", () => {
    expect(
      cost('query ($input: StreamInput) { stream(input: $input) { edges { node { id } } total } }', {
        input: { pagination: { limit: 20 } },
      }),
    ).toBe(1 + (1 + 20 * 2) + 1);
  });

  it('assumes a page for lists that take a limit and a few items for lists that do not', () => {
    expect(cost('{ items { id } }')).toBe(1 + costLimits.pagedListSize);
    expect(cost('{ item { children { id } } }')).toBe(2 + costLimits.unpagedListSize);
  });

  it('multiplies nested lists', () => {
    expect(cost('{ items(limit: 10) { children { children { id } } } }')).toBe(1 + 10 * (1 + 10 * (1 + 10)));
  });

  it('costs fragments once each, so a 40-fragment fan-out is estimated at once (and is huge)', () => {
    const definitions = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { item { id } ...F${i + 1} ...F${i + 1} }`,
    );
    const query = `{ ...F0 } ${definitions.join(' ')} fragment F40 on Query { item { id } }`;
    expect(cost(query)).toBeGreaterThan(2 ** 40);
  });

  it('survives fragment cycles', () => {
    expect(cost('{ item { ...A } } fragment A on Item { id children { ...A } }')).toBeGreaterThan(0);
  });

  it('costs only the named operation', () => {
    const query = 'query Small { item { id } } query Big { items(limit: 1000) { id } }';
    expect(estimateCost({ schema, document: parse(query), operationName: 'Small' })).toBe(2);
  });
});

/** The largest variables the admin and the islands send with each document (the rest send none that matter). */
const clientVariables: Record<string, Record<string, unknown>> = {
  'query/getPersonStream': { input: { status: ['PUBLISHED'], pagination: { limit: 9999 } } },
  'query/matchTaxonomyStream': { input: { phrase: 'a', sortField: 'name', sortOrder: 'asc', limit: 1000 } },
  'query/content/getContentList': { input: { pagination: { limit: 25 } } },
  'query/asset/getAssetStream': { input: { type: 'Image', pagination: { limit: 20 } } },
  'query/taxonomy/getTaxonomyList': { input: { pagination: { limit: 25 } } },
  'query/aspireNews/getAspireNewsStream': { input: { limit: 100 } },
  'query/getContentStream': { input: { pagination: { limit: 100 } } },
};

describe('the shipped operation documents', () => {
  const documents = [...loadOperationDocuments()];

  it('are all under the cost limit with the default page sizes and the clients’ largest variables', () => {
    expect(documents.length).toBeGreaterThan(50);
    expect(Object.keys(clientVariables).filter((name) => !documents.some(([shipped]) => shipped === name))).toEqual([]);
    for (const [name, { text }] of documents) {
      const document = parse(text);
      expect(estimateCost({ schema: engineSchema(), document }), name).toBeLessThanOrEqual(costLimits.maxCost);
      expect(
        estimateCost({ schema: engineSchema(), document, variables: clientVariables[name] }),
        name,
      ).toBeLessThanOrEqual(costLimits.maxCost);
    }
  });
});

import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxDepthRule } from './max-depth-rule.ts';

const schema = buildSchema('type Node { id: Int child: Node } type Query { node: Node }');
const nested = (depth: number) => `{ ${'node { '.repeat(1)}${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 1)} }`;
const errors = (query: string) => validate(schema, parse(query), [maxDepthRule(5)]).map((e) => e.message);

describe('maxDepthRule', () => {
  it('accepts selections up to the limit', () => {
    expect(errors(nested(5))).toEqual([]);
  });

  it('rejects selections deeper than the limit, saying how deep', () => {
    expect(errors(nested(6))).toEqual(['The query is nested 6 levels deep; the limit is 5.']);
  });

  it('counts fragment spreads and survives fragment cycles', () => {
    const query = '{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { child { child { child { id } } } } }';
    expect(errors(query)).toHaveLength(1);
    expect(errors('{ node { ...C } } fragment C on Node { child { ...C } }').length).toBeGreaterThanOrEqual(0);
  });
});

import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxDepthRule } from './max-depth-rule.ts';

const schema = buildSchema('type Node { id: Int child: Node } type Query { node: Node }');
const nested = (depth: number) =>
  `{ ${'node { '.repeat(1)}${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 1)} }`;
const errors = (query: string) => validate(schema, parse(query), [maxDepthRule(5)]).map((e) => e.message);

describe('maxDepthRule', () => {
  it('accepts selections up to the limit', () => {
    expect(errors(nested(5))).toEqual([]);
  });

  it('rejects selections deeper than the limit, saying how deep', () => {
    expect(errors(nested(6))).toEqual(['The query is nested 6 levels deep; the limit is 5.']);
  });

  it('counts fragment spreads and survives fragment cycles', () => {
    const query =
      '{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { child { child { child { id } } } } }';
    expect(errors(query)).toHaveLength(1);
    expect(errors('{ node { ...C } } fragment C on Node { child { ...C } }').length).toBeGreaterThanOrEqual(0);
  });
});

describe('maxDepthRule on fragment fan-out', () => {
  // Each fragment spreads the next twice: without memoised fragment depths this is 2^40 visits.
  const fanOut = (fragments: number, leaf: string) => {
    const definitions = Array.from(
      { length: fragments },
      (_, i) => `fragment F${i} on Node { child { ...F${i + 1} ...F${i + 1} } }`,
    );
    return `{ node { ...F0 } } ${definitions.join(' ')} fragment F${fragments} on Node { ${leaf} }`;
  };

  it('measures a 40-fragment fan-out once per fragment', () => {
    const deep = validate(
      buildSchema('type Node { id: Int child: Node } type Query { node: Node }'),
      parse(fanOut(40, 'id')),
      [maxDepthRule(100)],
    );
    expect(deep).toEqual([]);
    expect(validate(schema, parse(fanOut(40, 'id')), [maxDepthRule(5)]).map((e) => e.message)).toEqual([
      'The query is nested 42 levels deep; the limit is 5.',
    ]);
  });

  it('gives a fragment spread at different depths its own depth each time', () => {
    const query = '{ node { ...Leaf child { child { child { ...Leaf } } } } } fragment Leaf on Node { child { id } }';
    expect(errors(query)).toEqual(['The query is nested 6 levels deep; the limit is 5.']);
  });
});

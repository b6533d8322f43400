import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentLimitProblem, documentLimits } from './document-limits.ts';

const repeat = (count: number, make: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => make(i)).join(' ');
const problem = (query: string) => documentLimitProblem(parse(query));

describe('documentLimitProblem', () => {
  it('accepts an ordinary document', () => {
    expect(
      problem(
        'query Q($id: Int) { a: item(id: $id) { ...F __typename } b: item { ...F __typename } } fragment F on Item { id name }',
      ),
    ).toBeUndefined();
  });

  it('rejects many fields sharing one response name (quadratic to check for overlaps)', () => {
    expect(problem(`{ ${repeat(documentLimits.maxFieldsPerResponseName + 1, () => 'item(id: 1) { id }')} }`)).toBe(
      `The query has more than ${documentLimits.maxFieldsPerResponseName} fields named "item".`,
    );
  });

  it('does not count __typename, which clients add to every selection', () => {
    expect(problem(`{ ${repeat(200, (i) => `f${i % 20}: item { __typename }`)} }`)).toBe(undefined);
  });

  it('rejects too many aliases, fragments, spreads, directives or operations', () => {
    expect(problem(`{ ${repeat(documentLimits.maxAliases + 1, (i) => `a${i}: version`)} }`)).toContain('aliases');
    expect(
      problem(
        `{ version } ${repeat(documentLimits.maxFragments + 1, (i) => `fragment F${i} on Query { v${i}: version }`)}`,
      ),
    ).toContain('fragments');
    expect(
      problem(`{ ${repeat(documentLimits.maxFragmentSpreads + 1, () => '...F')} } fragment F on Query { version }`),
    ).toContain('fragment spreads');
    expect(problem(`{ version ${repeat(documentLimits.maxDirectives + 1, () => '@include(if: true)')} }`)).toContain(
      'directives',
    );
    expect(problem(repeat(documentLimits.maxOperations + 1, (i) => `query Q${i} { __typename }`))).toContain(
      'operations',
    );
  });
});

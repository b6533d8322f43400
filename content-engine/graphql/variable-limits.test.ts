import { describe, expect, it } from 'vitest';
import { variableLimits, variablesProblem } from './variable-limits.ts';

const nested = (depth: number) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('variablesProblem', () => {
  it('accepts absent and ordinary variables', () => {
    expect(variablesProblem(undefined)).toBeUndefined();
    expect(
      variablesProblem({ input: { ids: [1, 2, 3], grid: { rows: [{ columns: [{ blocks: [] }] }] } } }),
    ).toBeUndefined();
  });

  it('accepts variables up to the depth limit', () => {
    expect(variablesProblem(nested(variableLimits.maxDepth - 1))).toBeUndefined();
  });

  it('rejects 100,000-deep variables without overflowing the stack', () => {
    expect(variablesProblem({ v: nested(100_000) })).toBe(
      `The variables are nested more than ${variableLimits.maxDepth} levels deep.`,
    );
  });

  it('rejects too many values', () => {
    expect(variablesProblem({ ids: Array.from({ length: variableLimits.maxValues }, (_, i) => i) })).toContain(
      'values',
    );
  });
});

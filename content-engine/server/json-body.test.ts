import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-body.ts';

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ q: '[[[[[[{{{{{{', r: 'say \\"[[[[[[["' }), 2)).toBe(false);
  });

  it('finds 100,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 64)).toBe(true);
  });
});

describe('jsonNestsDeeperThan on strings that end in backslashes', () => {
  it('tells an escaped quote from a closing quote after escaped backslashes', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'x\\', b: [[[1]]] }), 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'x\\"[[[[', b: [1] }), 2)).toBe(false);
  });
});

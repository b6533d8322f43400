import { describe, expect, it } from 'vitest';
import { xmlText } from './xml-text.ts';

describe('xmlText', () => {
  it('escapes markup characters and drops the characters XML forbids', () => {
    expect(xmlText(`a<b>&"c'\u0001\u0009\uD800d`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;\td');
  });
});

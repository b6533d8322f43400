import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it('writes no character that could end or bend a script element, and parses back to the same value', () => {
    const value = {
      a: '</script><script>alert(1)</script>',
      b: '<!-- x --> & \u2028\u2029',
      c: ['</SCRIPT >', '<![CDATA[', 1, null],
    };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes null for undefined', () => expect(scriptJson(undefined)).toBe('null'));
});

import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from './field-errors.ts';

describe('fieldErrorOf', () => {
  it("puts the engine's message beside the field it names", () => {
    expect(fieldErrorOf('from: Cannot redirect the home page', ['from', 'to'])).toEqual({ field: 'from', message: 'Cannot redirect the home page' });
  });

  it('leaves messages about other things to the toast', () => {
    expect(fieldErrorOf('code: Must be 301 or 302', ['from', 'to'])).toBeNull();
    expect(fieldErrorOf('Not allowed', ['from', 'to'])).toBeNull();
  });
});

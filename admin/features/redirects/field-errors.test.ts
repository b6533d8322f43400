import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it("puts the engine's message beside the field it names", () => {
    expect(fieldErrorsOf('from: Cannot redirect the home page', ['from', 'to'])).toEqual([
      { field: 'from', message: 'Cannot redirect the home page' },
    ]);
  });

  it('reads the invalid-input message, one error per field', () => {
    expect(
      fieldErrorsOf(
        'Invalid input. from: Must be a path starting with / (no scheme or host); to: Must be a path starting with / or an absolute http(s) URL',
        ['from', 'to'],
      ),
    ).toEqual([
      { field: 'from', message: 'Must be a path starting with / (no scheme or host)' },
      { field: 'to', message: 'Must be a path starting with / or an absolute http(s) URL' },
    ]);
  });

  it('leaves messages about other things to the toast', () => {
    expect(fieldErrorsOf('Invalid input. code: Must be 301 or 302', ['from', 'to'])).toEqual([]);
    expect(fieldErrorsOf('Not allowed', ['from', 'to'])).toEqual([]);
  });
});

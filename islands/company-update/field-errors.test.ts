import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it('splits the engine message into field paths and texts', () => {
    expect(
      fieldErrorsOf(
        'Invalid input. phone: Use digits; only; socialLinks.linkedin: Must be a web address starting with http:// or https://',
      ),
    ).toEqual([
      { path: 'phone', message: 'Use digits; only' },
      { path: 'socialLinks.linkedin', message: 'Must be a web address starting with http:// or https://' },
    ]);
  });

  it('names no field for other failures', () => {
    expect(fieldErrorsOf('This company update link has expired. Ask the editors for a new one.')).toEqual([]);
  });
});

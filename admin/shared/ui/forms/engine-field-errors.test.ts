import { describe, expect, it } from 'vitest';
import { engineFieldErrors } from './engine-field-errors.ts';

describe('engineFieldErrors', () => {
  it('reads each problem of a group write as a path of the form', () => {
    expect(
      engineFieldErrors(
        'Invalid input. value.groups.0.title: Field is required; value.groups.1.contacts.0: Person 9 is not a published person of this tenant',
        'value.',
      ),
    ).toEqual([
      { path: 'groups.0.title', message: 'Field is required' },
      { path: 'groups.1.contacts.0', message: 'Person 9 is not a published person of this tenant' },
    ]);
  });

  it('keeps messages that contain semicolons and drops problems outside the prefix', () => {
    expect(engineFieldErrors('Invalid input. general.siteName: Bad; value.ctaText: a; b', 'value.')).toEqual([
      { path: 'ctaText', message: 'a; b' },
    ]);
  });

  it('reads nothing from a message that names no field', () => {
    expect(engineFieldErrors('This needs one of the permissions: manage_modules.')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { engineFieldErrors } from './engine-field-errors.ts';

describe("the engine's messages beside the layout form's fields", () => {
  it('splits a BAD_USER_INPUT message per field, the first message of each', () => {
    expect(
      engineFieldErrors(
        'Invalid input. name: Field is required; aliases.0: Field is required; aliases.1: Too long; contentTypes: Field is required',
      ),
    ).toEqual({ name: 'Field is required', aliases: 'Field is required', contentTypes: 'Field is required' });
  });

  it('keeps where in a grid the problem is', () => {
    expect(engineFieldErrors('Invalid input. primaryGrid.rows.0.columns: Too big')).toEqual({
      primaryGrid: 'rows.0.columns: Too big',
    });
  });

  it('names no field for a message about none of them', () => {
    expect(engineFieldErrors('Only a global CMS user may create global layouts.')).toEqual({});
    expect(engineFieldErrors('Invalid input. id: Expected number')).toEqual({});
    // A field without a place for a message (a checkbox) is not claimed: the whole message is shown instead.
    expect(engineFieldErrors('Invalid input. propagate: Expected boolean')).toEqual({});
  });

  it('reads a single-field message of a rule checked after parsing', () => {
    expect(engineFieldErrors('Invalid input. tenants: Unknown tenants: nowhere')).toEqual({
      tenants: 'Unknown tenants: nowhere',
    });
  });
});

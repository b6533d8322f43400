import { describe, expect, it } from 'vitest';
import { errorDetails, normalisedMessage, topFrameOf } from './error-details.ts';

describe('error details', () => {
  it('takes numbers, ids and quoted values out of the message', () => {
    expect(normalisedMessage('Item 12345 of "fleetowner" failed after 3 tries (9f86d081884c7d65)')).toBe(
      'Item <n> of <str> failed after <n> tries (<hex>)',
    );
    expect(normalisedMessage('row 0b7c6a1e-94a8-4a47-9d63-2a3b27f1c2d4 missing')).toBe('row <uuid> missing');
  });

  it('keeps the top frame without line and column numbers', () => {
    const stack = 'Error: boom\n    at loadThing (/srv/app/things.ts:12:7)\n    at run (/srv/app/run.ts:3:1)';
    expect(topFrameOf(stack)).toBe('at loadThing (/srv/app/things.ts)');
  });

  it('gives the same fingerprint to one error with different ids, and another to a different error', () => {
    const make = (message: string) => {
      const error = new Error(message);
      error.stack = `Error: ${message}\n    at loadThing (/srv/app/things.ts:12:7)`;
      return error;
    };
    const a = errorDetails(make('Item 1 failed'));
    const b = errorDetails(make('Item 22 failed'));
    const c = errorDetails(make('Section 1 failed'));
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).not.toBe(c.fingerprint);
    expect(a.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  });

  it('describes values thrown that are not errors', () => {
    expect(errorDetails('plain text')).toMatchObject({ name: 'string', message: 'plain text', stack: '' });
  });
});

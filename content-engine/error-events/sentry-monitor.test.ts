import { describe, expect, it } from 'vitest';
import { parseSentryDsn, sentryFrames } from './sentry-monitor.ts';

describe('Sentry DSN', () => {
  it('names the envelope endpoint of the project, keeping a path prefix', () => {
    expect(parseSentryDsn('https://abc@o1.ingest.example.io/123')).toMatchObject({
      envelopeUrl: 'https://o1.ingest.example.io/api/123/envelope/',
      publicKey: 'abc',
    });
    expect(parseSentryDsn('http://key@localhost:9000/sentry/7').envelopeUrl).toBe(
      'http://localhost:9000/sentry/api/7/envelope/',
    );
  });

  it('refuses a DSN without a key or a project', () => {
    expect(() => parseSentryDsn('https://o1.ingest.example.io/123')).toThrow(/SENTRY_DSN/);
    expect(() => parseSentryDsn('https://abc@o1.ingest.example.io/')).toThrow(/SENTRY_DSN/);
  });
});

describe('Sentry frames', () => {
  it('lists the stack oldest call first, marking dependencies as not in the app', () => {
    const stack = 'Error: x\n    at inner (/app/a.ts:1:2)\n    at outer (/app/node_modules/lib/b.js:3:4)';
    expect(sentryFrames(stack)).toEqual([
      { function: 'outer', filename: '/app/node_modules/lib/b.js', lineno: 3, colno: 4, in_app: false },
      { function: 'inner', filename: '/app/a.ts', lineno: 1, colno: 2, in_app: true },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { processRoleFromEnv } from './process-role.ts';
import {
  buildBatchPagesFromEnv,
  buildPollMsFromEnv,
  pageRecheckMsFromEnv,
  shutdownGraceMsFromEnv,
} from './process-settings.ts';

const shared = { DATABASE_URL: 'postgres://127.0.0.1:5432/test', CHANGE_EVENTS: 'redis' };
const all = processRoleFromEnv({});
const web = processRoleFromEnv({ ...shared, MASTHEAD_ROLE: 'web' });
const worker = processRoleFromEnv({ ...shared, MASTHEAD_ROLE: 'worker' });

describe('pageRecheckMsFromEnv', () => {
  it('trusts a page for 1 s where the process builds its own pages and 100 ms in a web process', () => {
    expect(pageRecheckMsFromEnv({}, all)).toBe(1_000);
    expect(pageRecheckMsFromEnv({}, worker)).toBe(1_000);
    expect(pageRecheckMsFromEnv({}, web)).toBe(100);
  });

  it('takes the default when the variable is empty or blank', () => {
    expect(pageRecheckMsFromEnv({ PAGE_RECHECK_MS: '' }, web)).toBe(100);
    expect(pageRecheckMsFromEnv({ PAGE_RECHECK_MS: '   ' }, all)).toBe(1_000);
  });

  it('takes any whole number of milliseconds from 0 to 60000, whatever the role', () => {
    expect(pageRecheckMsFromEnv({ PAGE_RECHECK_MS: '0' }, web)).toBe(0);
    expect(pageRecheckMsFromEnv({ PAGE_RECHECK_MS: ' 250 ' }, all)).toBe(250);
    expect(pageRecheckMsFromEnv({ PAGE_RECHECK_MS: '60000' }, worker)).toBe(60_000);
  });

  it('refuses a value out of range or not a whole number, saying the range and the value', () => {
    for (const text of ['-1', '60001', '1.5', 'soon', '100ms'])
      expect(() => pageRecheckMsFromEnv({ PAGE_RECHECK_MS: text }, web)).toThrow(
        `PAGE_RECHECK_MS must be a whole number of milliseconds from 0 to 60000, not "${text}"`,
      );
  });
});

describe('buildPollMsFromEnv', () => {
  it('looks for queued builds every 500 ms by default', () => {
    expect(buildPollMsFromEnv({})).toBe(500);
    expect(buildPollMsFromEnv({ BUILD_POLL_MS: ' ' })).toBe(500);
  });

  it('takes any whole number of milliseconds from 10 to 60000', () => {
    expect(buildPollMsFromEnv({ BUILD_POLL_MS: '10' })).toBe(10);
    expect(buildPollMsFromEnv({ BUILD_POLL_MS: '2000' })).toBe(2_000);
    expect(buildPollMsFromEnv({ BUILD_POLL_MS: '60000' })).toBe(60_000);
  });

  it('refuses a value out of range or not a whole number, saying the range and the value', () => {
    for (const text of ['0', '9', '60001', '12.5', 'fast'])
      expect(() => buildPollMsFromEnv({ BUILD_POLL_MS: text })).toThrow(
        `BUILD_POLL_MS must be a whole number of milliseconds from 10 to 60000, not "${text}"`,
      );
  });
});

describe('shutdownGraceMsFromEnv', () => {
  it('waits 25 s for work in flight by default', () => {
    expect(shutdownGraceMsFromEnv({})).toBe(25_000);
    expect(shutdownGraceMsFromEnv({ SHUTDOWN_GRACE_MS: '' })).toBe(25_000);
  });

  it('takes any whole number of milliseconds from 0 to 10 minutes', () => {
    expect(shutdownGraceMsFromEnv({ SHUTDOWN_GRACE_MS: '0' })).toBe(0);
    expect(shutdownGraceMsFromEnv({ SHUTDOWN_GRACE_MS: '5000' })).toBe(5_000);
    expect(shutdownGraceMsFromEnv({ SHUTDOWN_GRACE_MS: '600000' })).toBe(600_000);
  });

  it('refuses a value out of range or not a whole number, saying the range and the value', () => {
    for (const text of ['-5', '600001', '0.5', 'forever'])
      expect(() => shutdownGraceMsFromEnv({ SHUTDOWN_GRACE_MS: text })).toThrow(
        `SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000, not "${text}"`,
      );
  });

  it('quotes the value trimmed of surrounding white space', () => {
    expect(() => shutdownGraceMsFromEnv({ SHUTDOWN_GRACE_MS: ' -5 ' })).toThrow(
      'SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000, not "-5"',
    );
  });
});

describe('buildBatchPagesFromEnv', () => {
  it('takes the given default, a whole number of pages, or 0 (no batches)', () => {
    expect(buildBatchPagesFromEnv({}, 500)).toBe(500);
    expect(buildBatchPagesFromEnv({ BUILD_BATCH_PAGES: ' ' }, 500)).toBe(500);
    expect(buildBatchPagesFromEnv({ BUILD_BATCH_PAGES: '0' }, 500)).toBe(0);
    expect(buildBatchPagesFromEnv({ BUILD_BATCH_PAGES: '40' }, 500)).toBe(40);
  });

  it('refuses a value out of range or not a whole number, saying the range and the value', () => {
    for (const text of ['-1', '1000001', '2.5', 'many'])
      expect(() => buildBatchPagesFromEnv({ BUILD_BATCH_PAGES: text }, 500)).toThrow(
        `BUILD_BATCH_PAGES must be a whole number of pages from 0 to 1000000, not "${text}"`,
      );
  });
});

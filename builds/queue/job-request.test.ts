import { describe, expect, it } from 'vitest';
import { jobPriority } from '../../content-engine/core/build-jobs.ts';
import { mergeRequest, parseJobRequest, reasonLimit } from './job-request.ts';
import { tags as changeTags } from '../../content-engine/core/change-tags.ts';

describe('parseJobRequest', () => {
  it('fills the priority from the kind and keeps only the list the kind uses, sorted and unique', () => {
    expect(
      parseJobRequest({
        tenantKey: 'a',
        kind: 'tags',
        tags: [changeTags.type('Article'), changeTags.content(1), changeTags.content(1)],
        paths: ['/x'],
        reason: 'r',
      }),
    ).toEqual({
      tenantKey: 'a',
      kind: 'tags',
      tags: [changeTags.content(1), changeTags.type('Article')],
      paths: [],
      priority: jobPriority.publish,
      reason: 'r',
    });
    expect(parseJobRequest({ tenantKey: 'a', kind: 'full', tags: ['x'], reason: 'r' })).toMatchObject({
      tags: [],
      paths: [],
      priority: jobPriority.manualFull,
    });
    expect(
      parseJobRequest({ tenantKey: 'a', kind: 'paths', paths: ['/b', '/a'], priority: 60, reason: 'r' }),
    ).toMatchObject({ paths: ['/a', '/b'], priority: 60 });
  });

  it('says what is wrong with a request', () => {
    expect(() => parseJobRequest({ tenantKey: 'a', kind: 'tags', reason: 'r' })).toThrow(
      'tags: a tags job needs at least one tag',
    );
    expect(() => parseJobRequest({ tenantKey: 'a', kind: 'paths', paths: ['x'], reason: 'r' })).toThrow(
      'paths.0: a path starts with /',
    );
    expect(() => parseJobRequest({ tenantKey: 'a', kind: 'all', reason: 'r' })).toThrow('kind');
    expect(() => parseJobRequest({ tenantKey: 'a', kind: 'full', reason: '' })).toThrow(
      'reason: say why the job is queued',
    );
  });
});

describe('mergeRequest', () => {
  const queued = { tags: [changeTags.content(1)], paths: [], priority: 60, runAfter: 5_000, reason: 'listing change' };

  it('unites the lists, keeps the higher priority and the earlier run time, and appends a new reason once', () => {
    const request = parseJobRequest({
      tenantKey: 'a',
      kind: 'tags',
      tags: [changeTags.content(2), changeTags.content(1)],
      reason: 'content change',
    });
    expect(mergeRequest(queued, request, 4_000)).toEqual({
      tags: [changeTags.content(1), changeTags.content(2)],
      paths: [],
      priority: 100,
      runAfter: 4_000,
      reason: 'listing change; content change',
    });
    expect(mergeRequest({ ...queued, reason: 'listing change; content change' }, request, 9_000)).toMatchObject({
      runAfter: 5_000,
      reason: 'listing change; content change',
    });
  });

  it('keeps the reason within its column', () => {
    const request = parseJobRequest({ tenantKey: 'a', kind: 'tags', tags: ['x'], reason: 'y'.repeat(300) });
    const merged = mergeRequest({ ...queued, reason: 'z'.repeat(300) }, request, 0);
    expect(merged.reason).toHaveLength(reasonLimit);
    expect(merged.reason.endsWith('…')).toBe(true);
  });
});

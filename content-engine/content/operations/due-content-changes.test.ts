import { describe, expect, it } from 'vitest';
import { ContentStatus } from '../../shared/enums.ts';
import { boundaryCounts } from './due-content-changes.ts';

const item = { status: ContentStatus.PUBLISHED, published: 1_000, expires: 5_000 };

describe('boundaryCounts', () => {
  it('counts going live and entering a section when the item is public from that moment', () => {
    expect(boundaryCounts({ kind: 'published', at: 1_000 }, item)).toBe(true);
    expect(boundaryCounts({ kind: 'scheduleStart', at: 2_000 }, item)).toBe(true);
  });

  it('counts expiring and leaving a section when the item was public just before', () => {
    expect(boundaryCounts({ kind: 'expires', at: 5_000 }, item)).toBe(true);
    expect(boundaryCounts({ kind: 'scheduleEnd', at: 3_000 }, item)).toBe(true);
  });

  it('ignores schedule boundaries while the item is not public', () => {
    expect(boundaryCounts({ kind: 'scheduleStart', at: 500 }, item)).toBe(false);
    expect(boundaryCounts({ kind: 'scheduleEnd', at: 6_000 }, item)).toBe(false);
    expect(boundaryCounts({ kind: 'scheduleEnd', at: 1_000 }, item)).toBe(false);
  });

  it('ignores drafts and items whose publish date is not the boundary’s side', () => {
    expect(boundaryCounts({ kind: 'published', at: 1_000 }, { ...item, status: ContentStatus.DRAFT })).toBe(false);
    expect(boundaryCounts({ kind: 'expires', at: 5_000 }, { ...item, published: 5_000 })).toBe(false);
    expect(boundaryCounts({ kind: 'published', at: 1_000 }, { ...item, expires: 1_000 })).toBe(false);
  });
});

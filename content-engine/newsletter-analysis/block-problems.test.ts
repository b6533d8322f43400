import { describe, expect, it } from 'vitest';
import { newsletterBlockSchema } from '../shared/newsletters/template-schema.ts';
import { blockProblems, blockSummary, type BlockFacts } from './block-problems.ts';

const days = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
const facts = (patch: Partial<BlockFacts> = {}): BlockFacts => ({
  days,
  adSchedules: [],
  scheduledByBlock: new Map(),
  activeContactIds: new Set(),
  activePublicationIds: new Set(),
  publicationsWithIssue: new Set(),
  siblings: [],
  ...patch,
});
const block = (input: Record<string, unknown>) => newsletterBlockSchema.parse({ key: 'b', title: 'B', ...input });

describe('newsletter block problems', () => {
  it('says an ad block is left out when no ad covers any judged day', () => {
    expect(blockProblems(block({ type: 'fixed_ad', population: { position: 4 } }), facts())).toEqual([
      'No active ad is scheduled at position 4 from 2026-11-28 to 2026-12-02: the block is left out.',
    ]);
  });

  it('lists three uncovered days and counts the rest', () => {
    const schedules = [{ position: 1, startDate: '2026-12-02', endDate: '2026-12-09' }];
    expect(blockProblems(block({ type: 'native_ad' }), facts({ adSchedules: schedules }))).toEqual([
      'No active ad is scheduled at position 1 on 2026-11-28, 2026-11-29, 2026-11-30 and 1 more.',
    ]);
  });

  it('counts items scheduled to any block for a schedules-only list', () => {
    const list = block({ type: 'content_list' });
    expect(blockProblems(list, facts({ scheduledByBlock: new Map([['', 2]]) }))).toEqual([]);
    expect(blockProblems(list, facts({ scheduledByBlock: new Map([['other', 2]]) }))).toHaveLength(1);
  });

  it('needs both Passendo URLs, and a newest-issue block needs some issue', () => {
    expect(
      blockProblems(block({ type: 'passendo_ad', passendo: { imageUrl: 'https://ads.test/i.png' } }), facts()),
    ).toEqual(['The Passendo image or click URL is missing: the block is left out.']);
    expect(blockProblems(block({ type: 'issue' }), facts())).toEqual(['The site has no active issue to show.']);
    expect(blockProblems(block({ type: 'issue' }), facts({ publicationsWithIssue: new Set([7]) }))).toEqual([]);
  });

  it('summarises what fills a block', () => {
    expect(
      blockSummary(block({ type: 'content_list', population: { fromSchedules: false, contentTypes: ['Video'] } })),
    ).toBe('5 items from types Video');
    expect(blockSummary(block({ type: 'issue' }))).toBe('Newest issue of any publication');
    expect(blockSummary(block({ type: 'contacts' }))).toBe('No contacts');
  });
});

import { describe, expect, it } from 'vitest';
import { retiredPathsIn } from '../../core/change-tags.ts';
import { createSectionTree, type WebsiteSection } from '../../sections/section-tree.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { contentChangeTags } from './content-change-tags.ts';
import type { ContentFootprint } from './queries.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

const section = (id: number, alias: string, parentId: number | null = null): WebsiteSection => ({
  id,
  tenantKey: 't',
  parentId,
  name: alias,
  fullName: alias,
  alias,
  systemAlias: alias,
  manualAlias: null,
  aliasOverride: null,
  description: '',
  gamAlias: null,
  sequence: 0,
  status: 1,
  canonicalPath: `/${alias}`,
});
const sections = createSectionTree([
  section(1, 'news'),
  section(2, 'news/industry', 1),
  section(3, 'news/industry/deep', 2),
  section(4, 'equipment'),
]);
const now = 1_000_000;

const item = (over: Partial<ContentFootprint> = {}): ContentFootprint => ({
  id: 10000001,
  tenantKey: 't',
  type: 'Article',
  status: ContentStatus.PUBLISHED,
  name: 'A',
  shortName: null,
  seoTitle: null,
  teaser: '',
  body: '',
  alias: 'a',
  canonicalPath: '/news/industry/a',
  canonicalUrl: null,
  labels: [],
  metadata: {},
  gating: {},
  membershipIds: [],
  registrationRequired: false,
  venue: {},
  address: {},
  embedCode: null,
  linkUrl: null,
  file: {},
  excludeAds: {},
  companyId: null,
  primarySectionId: 2,
  primaryImageId: null,
  layoutId: null,
  published: now - 1000,
  expires: null,
  startDate: null,
  endDate: null,
  createdBy: null,
  created: 0,
  updated: 0,
  revision: 0,
  updatedBy: null,
  scheduledSectionIds: [3],
  issueIds: [],
  relatedByIds: [],
  ...over,
});

describe('contentChangeTags', () => {
  it('tags a new item, its type, its sections with their ancestors and its company', () => {
    const tags = contentChangeTags(
      { before: null, after: item({ companyId: 10000009, status: ContentStatus.DRAFT }), redirected: false },
      { sections, now },
    );
    expect(tags).toEqual([
      'company:10000009',
      changeTags.content(10000001),
      changeTags.section(1),
      changeTags.section(2),
      changeTags.section(3),
      changeTags.type('Article'),
    ]);
  });

  it('tags the sections, types and companies of before and after, and the path an item moved away from', () => {
    const before = item();
    const after = item({
      type: 'News',
      primarySectionId: 4,
      scheduledSectionIds: [4],
      canonicalPath: '/equipment/a',
      companyId: 10000009,
    });
    expect(contentChangeTags({ before, after, redirected: true }, { sections, now })).toEqual([
      'company:10000009',
      changeTags.content(10000001),
      changeTags.path('/news/industry/a'),
      changeTags.redirects,
      changeTags.section(1),
      changeTags.section(2),
      changeTags.section(3),
      changeTags.section(4),
      changeTags.type('Article'),
      changeTags.type('News'),
    ]);
  });

  it('tags the path of a live item that stops being public, and not of one that never was', () => {
    const live = item();
    expect(
      contentChangeTags(
        { before: live, after: item({ status: ContentStatus.DRAFT }), redirected: false },
        { sections, now },
      ),
    ).toContain(changeTags.path('/news/industry/a'));
    expect(
      contentChangeTags(
        { before: live, after: item({ published: now + 60_000 }), redirected: false },
        { sections, now },
      ),
    ).toContain(changeTags.path('/news/industry/a'));
    const draft = item({ status: ContentStatus.DRAFT, published: null });
    const moved = contentChangeTags(
      {
        before: draft,
        after: item({ status: ContentStatus.DRAFT, published: null, canonicalPath: '/news/b' }),
        redirected: false,
      },
      { sections, now },
    );
    expect(retiredPathsIn(moved)).toEqual([]);
    expect(
      retiredPathsIn(
        contentChangeTags({ before: live, after: item({ name: 'B' }), redirected: false }, { sections, now }),
      ),
    ).toEqual([]);
  });

  it('tags the magazine issues an item left and joined, whose pages list it', () => {
    const tags = contentChangeTags(
      { before: item({ issueIds: [7] }), after: item({ issueIds: [8, 9] }), redirected: false },
      { sections, now },
    );
    expect(tags).toEqual(expect.arrayContaining([changeTags.issue(7), changeTags.issue(8), changeTags.issue(9)]));
  });

  it('tags the items that name it as related content, whose related blocks may come to list it', () => {
    const tags = contentChangeTags(
      {
        before: item({ status: ContentStatus.DRAFT, relatedByIds: [10000005] }),
        after: item({ relatedByIds: [10000005] }),
        redirected: false,
      },
      { sections, now },
    );
    expect(tags).toContain(changeTags.content(10000005));
  });
});

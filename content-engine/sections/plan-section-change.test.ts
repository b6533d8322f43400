import { describe, expect, it } from 'vitest';
import { affectedSectionIds, planSectionChange } from './plan-section-change.ts';
import { aliasInForce, normaliseEnteredAlias, sectionSlug, systemAliasOf } from './section-alias.ts';
import { sectionCanonicalPath, type WebsiteSection } from './section.ts';

const section = (s: Partial<WebsiteSection> & Pick<WebsiteSection, 'id' | 'name' | 'alias'>): WebsiteSection => ({
  tenantKey: 't',
  parentId: null,
  fullName: s.name,
  systemAlias: s.alias,
  manualAlias: null,
  aliasOverride: null,
  description: '',
  gamAlias: null,
  sequence: 0,
  status: 1,
  canonicalPath: sectionCanonicalPath(s.alias),
  ...s,
});

const sections = [
  section({ id: 1, name: 'Home', alias: 'home' }),
  section({ id: 2, name: 'News', alias: 'news' }),
  section({ id: 3, name: 'Industry', alias: 'news/industry', parentId: 2 }),
  section({ id: 4, name: 'Deep', alias: 'news/industry/deep', parentId: 3 }),
  section({ id: 5, name: 'Pinned', alias: 'pinned', systemAlias: 'news/pinned', aliasOverride: 'pinned', parentId: 2 }),
  section({ id: 6, name: 'Equipment', alias: 'equipment' }),
];
const draftOf = (
  id: number,
  change: Partial<{
    parentId: number | null;
    name: string;
    manualAlias: string | null;
    aliasOverride: string | null;
  }> = {},
) => {
  const s = sections.find((x) => x.id === id)!;
  return {
    id,
    parentId: s.parentId,
    name: s.name,
    manualAlias: s.manualAlias,
    aliasOverride: s.aliasOverride,
    ...change,
  };
};

describe('section aliases', () => {
  it('slugs names the way URLs are written', () => {
    expect(sectionSlug('Fleet & Trucks’ News')).toBe('fleet-and-trucks-news');
    expect(sectionSlug('Café Société')).toBe('cafe-societe');
    expect(sectionSlug('!!!')).toBe('');
    expect(sectionSlug(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });

  it('builds system aliases under the parent alias, top level from the name alone', () => {
    expect(systemAliasOf('news', 'Big Rigs')).toBe('news/big-rigs');
    expect(systemAliasOf(null, 'Big Rigs')).toBe('big-rigs');
    expect(systemAliasOf('home', 'Big Rigs')).toBe('big-rigs');
  });

  it('prefers the override, then the manual alias, then the system alias', () => {
    expect(aliasInForce({ aliasOverride: 'o', manualAlias: 'm', systemAlias: 's' })).toBe('o');
    expect(aliasInForce({ aliasOverride: null, manualAlias: 'm', systemAlias: 's' })).toBe('m');
    expect(aliasInForce({ aliasOverride: '', manualAlias: null, systemAlias: 's' })).toBe('s');
  });

  it('normalises typed aliases and treats blank as none', () => {
    expect(normaliseEnteredAlias(' /News/Old/ ')).toBe('news/old');
    expect(normaliseEnteredAlias(' / ')).toBeNull();
  });
});

describe('planSectionChange', () => {
  it('plans a new section under its parent with its full name', () => {
    expect(
      planSectionChange(sections, { id: 0, parentId: 3, name: 'Big Rigs', manualAlias: null, aliasOverride: null }),
    ).toEqual([
      {
        id: 0,
        parentId: 3,
        name: 'Big Rigs',
        systemAlias: 'news/industry/big-rigs',
        alias: 'news/industry/big-rigs',
        fullName: 'News > Industry > Big Rigs',
        oldAlias: null,
      },
    ]);
  });

  it('carries a rename down to subsections, except aliases set by hand', () => {
    const plan = planSectionChange(sections, draftOf(2, { name: 'Headlines' }));
    expect(plan.map((p) => [p.id, p.oldAlias, p.alias, p.fullName])).toEqual([
      [2, 'news', 'headlines', 'Headlines'],
      [3, 'news/industry', 'headlines/industry', 'Headlines > Industry'],
      [4, 'news/industry/deep', 'headlines/industry/deep', 'Headlines > Industry > Deep'],
      [5, 'pinned', 'pinned', 'Headlines > Pinned'],
    ]);
    expect(plan.find((p) => p.id === 5)?.systemAlias).toBe('headlines/pinned');
  });

  it('moves a section to a new parent', () => {
    const plan = planSectionChange(sections, draftOf(3, { parentId: 6 }));
    expect(plan.map((p) => p.alias)).toEqual(['equipment/industry', 'equipment/industry/deep']);
  });

  it('keeps the alias in force when a manual alias is set', () => {
    expect(planSectionChange(sections, draftOf(3, { manualAlias: 'industry-news', name: 'Trade' }))[0]).toMatchObject({
      systemAlias: 'news/trade',
      alias: 'industry-news',
    });
  });

  it('refuses to move a section under itself or its subsections', () => {
    expect(() => planSectionChange(sections, draftOf(2, { parentId: 4 }))).toThrow(/parentId/);
    expect(() => planSectionChange(sections, draftOf(2, { parentId: 2 }))).toThrow(/parentId/);
  });

  it('keeps the home section at its alias', () => {
    expect(planSectionChange(sections, draftOf(1, { name: 'Front Page' }))[0]).toMatchObject({
      alias: 'home',
      systemAlias: 'home',
      fullName: 'Front Page',
    });
    expect(() => planSectionChange(sections, draftOf(1, { aliasOverride: 'front' }))).toThrow(/home/);
  });

  it('refuses a name without letters or digits', () => {
    expect(() =>
      planSectionChange(sections, { id: 0, parentId: null, name: '***', manualAlias: null, aliasOverride: null }),
    ).toThrow(/name: Must contain a letter or a digit/);
  });

  it('reports two moved sections landing on one alias as a conflict', () => {
    expect(() => planSectionChange(sections, draftOf(2, { aliasOverride: 'pinned' }))).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
  });

  it('names the moved sections and both the old and the new ancestry as affected', () => {
    const plan = planSectionChange(sections, draftOf(4, { parentId: 6 }));
    expect(affectedSectionIds(sections, plan).sort()).toEqual([2, 3, 4, 6]);
  });
});

import { describe, expect, it } from 'vitest';
import { hasTagOf, idsIn, normaliseTags, parseTag, retiredPathsIn, tags, tagsMatching } from './change-tags.ts';

describe('change tags', () => {
  it('spells every kind of tag', () => {
    expect([
      tags.content(12),
      tags.section(3),
      tags.layout(4),
      tags.issue(5),
      tags.publication(6),
      tags.company(7),
      tags.type('Article'),
      tags.path('/news/old'),
      tags.anyType,
      tags.anyIssue,
      tags.settings,
      tags.styles,
      tags.menus,
      tags.sections,
      tags.redirects,
      tags.memberships,
      tags.adUnits,
    ]).toEqual([
      'content:12',
      'section:3',
      'layout:4',
      'issue:5',
      'publication:6',
      'company:7',
      'type:Article',
      'path:/news/old',
      'type:*',
      'issue:*',
      'settings',
      'styles',
      'menus',
      'sections',
      'redirects',
      'memberships',
      'ad-units',
    ]);
  });

  it('parses what it spells', () => {
    expect(parseTag(tags.content(12))).toEqual({ kind: 'content', id: 12 });
    expect(parseTag(tags.section(3))).toEqual({ kind: 'section', id: 3 });
    expect(parseTag(tags.layout(4))).toEqual({ kind: 'layout', id: 4 });
    expect(parseTag(tags.issue(5))).toEqual({ kind: 'issue', id: 5 });
    expect(parseTag(tags.publication(6))).toEqual({ kind: 'publication', id: 6 });
    expect(parseTag(tags.company(7))).toEqual({ kind: 'company', id: 7 });
    expect(parseTag(tags.type('Article'))).toEqual({ kind: 'type', type: 'Article' });
    expect(parseTag(tags.anyType)).toEqual({ kind: 'anyType' });
    expect(parseTag(tags.anyIssue)).toEqual({ kind: 'anyIssue' });
    expect(parseTag(tags.settings)).toEqual({ kind: 'settings' });
    expect(parseTag(tags.styles)).toEqual({ kind: 'styles' });
    expect(parseTag(tags.menus)).toEqual({ kind: 'menus' });
    expect(parseTag(tags.sections)).toEqual({ kind: 'sections' });
    expect(parseTag(tags.redirects)).toEqual({ kind: 'redirects' });
    expect(parseTag(tags.memberships)).toEqual({ kind: 'memberships' });
    expect(parseTag(tags.adUnits)).toEqual({ kind: 'ad-units' });
  });

  it('keeps the whole path of a path tag, colons included', () => {
    expect(parseTag(tags.path('/a:b/c'))).toEqual({ kind: 'path', path: '/a:b/c' });
  });

  it('parses nothing that is not a tag', () => {
    for (const tag of [
      '',
      'content',
      'content:',
      'content:abc',
      'content:1.5',
      'content:-1',
      'type:',
      'widget:1',
      ':1',
    ])
      expect(parseTag(tag), tag).toBeNull();
  });

  it('reads the ids of one kind and the retired paths', () => {
    const change = [tags.content(1), tags.section(2), tags.content(3), tags.path('/gone'), 'content:x', tags.settings];
    expect(idsIn(change, 'content')).toEqual([1, 3]);
    expect(idsIn(change, 'section')).toEqual([2]);
    expect(idsIn(change, 'layout')).toEqual([]);
    expect(retiredPathsIn(change)).toEqual(['/gone']);
    expect(hasTagOf(change, 'path')).toBe(true);
    expect(hasTagOf(change, 'type')).toBe(false);
  });

  it('matches the wildcards a change falls under', () => {
    expect(tagsMatching([tags.content(1), tags.type('Article'), tags.issue(4), tags.settings]).sort()).toEqual(
      ['content:1', 'issue:*', 'issue:4', 'settings', 'type:*', 'type:Article'].sort(),
    );
    expect(tagsMatching([tags.type('A'), tags.type('B')]).filter((tag) => tag === tags.anyType)).toHaveLength(1);
  });

  it('normalises tags: no duplicates, sorted', () => {
    expect(normaliseTags(['type:B', 'content:1', 'type:B', 'settings'])).toEqual(['content:1', 'settings', 'type:B']);
  });
});

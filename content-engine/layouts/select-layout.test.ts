import { describe, expect, it } from 'vitest';
import type { Layout } from './layout.ts';
import { normalisePath } from './layout.ts';
import { selectLayout } from './select-layout.ts';
import { layoutFixture } from '../testing/layout-fixture.ts';

let nextId = 1;
const layout = (fields: Partial<Layout>): Layout => layoutFixture({ id: nextId++, name: 'layout', ...fields });

const contentDefault = layout({ name: 'content default', type: 'content' });
const sectionDefault = layout({ name: 'section default', type: 'section' });
const videoType = layout({ name: 'video type', type: 'content-type-override', contentTypes: ['Video'] });
const articleOverride = layout({ name: 'article override', type: 'content-override', contentTypes: ['Article'] });
const homeUrl = layout({ name: 'home', type: 'url-override', aliases: ['/'] });
const equipment = layout({
  name: 'equipment tree',
  type: 'url-override',
  aliases: ['/equipment'],
  propagate: true,
  pageType: 'section',
});
const trucks = layout({ name: 'trucks', type: 'url-override', aliases: ['/equipment/trucks'] });
const issueModule = layout({ name: 'issue', type: 'module', key: 'issue' });
const all = [contentDefault, sectionDefault, videoType, articleOverride, homeUrl, equipment, trucks, issueModule];

describe('selectLayout', () => {
  it('uses an exact url-override before anything else', () => {
    expect(selectLayout(all, { pageType: 'section', path: '/' })?.name).toBe('home');
    expect(selectLayout(all, { pageType: 'section', path: '/equipment/trucks' })?.name).toBe('trucks');
  });

  it('propagates a url-override to child aliases of its page type only', () => {
    expect(selectLayout(all, { pageType: 'section', path: '/equipment/trailers' })?.name).toBe('equipment tree');
    expect(selectLayout(all, { pageType: 'section', path: '/equipment' })?.name).toBe('equipment tree');
    expect(
      selectLayout(all, { pageType: 'content', path: '/equipment/trailers/some-article', contentType: 'Article' })
        ?.name,
    ).toBe('content default');
  });

  it('does not propagate a url-override without propagate', () => {
    expect(selectLayout(all, { pageType: 'section', path: '/equipment/trucks/electric' })?.name).toBe('equipment tree');
    expect(
      selectLayout([trucks, sectionDefault], { pageType: 'section', path: '/equipment/trucks/electric' })?.name,
    ).toBe('section default');
  });

  it('prefers the longest matching alias among propagating overrides', () => {
    const deep = layout({ name: 'deep', type: 'url-override', aliases: ['/equipment/trucks'], propagate: true });
    expect(selectLayout([...all, deep], { pageType: 'section', path: '/equipment/trucks/electric' })?.name).toBe(
      'deep',
    );
  });

  it("uses the item's content-override when its type is allowed, before the type override", () => {
    expect(
      selectLayout(all, {
        pageType: 'content',
        path: '/x',
        contentType: 'Article',
        contentLayoutId: articleOverride.id,
      })?.name,
    ).toBe('article override');
    expect(
      selectLayout(all, { pageType: 'content', path: '/x', contentType: 'Video', contentLayoutId: articleOverride.id })
        ?.name,
    ).toBe('video type');
  });

  it('falls back to the content-type-override, then the default for the page type', () => {
    expect(selectLayout(all, { pageType: 'content', path: '/x', contentType: 'Video' })?.name).toBe('video type');
    expect(selectLayout(all, { pageType: 'content', path: '/x', contentType: 'News' })?.name).toBe('content default');
    expect(selectLayout(all, { pageType: 'section', path: '/news' })?.name).toBe('section default');
    expect(selectLayout(all, { pageType: 'issue', path: '/magazine/m/2026-01' })?.name).toBe('issue');
    expect(selectLayout(all, { pageType: 'publication', path: '/magazine/m' })).toBeNull();
  });

  it("prefers the tenant's own layout over a global one of the same kind", () => {
    const globalSection = layout({ name: 'global section', type: 'section', isGlobal: true, id: 0 });
    expect(selectLayout([globalSection, sectionDefault], { pageType: 'section', path: '/news' })?.name).toBe(
      'section default',
    );
    expect(selectLayout([globalSection], { pageType: 'section', path: '/news' })?.name).toBe('global section');
  });
});

describe('normalisePath', () => {
  it('gives one form to every spelling of a path', () => {
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('news/')).toBe('/news');
    expect(normalisePath('/news//industry/?page=2#top')).toBe('/news/industry');
  });
});

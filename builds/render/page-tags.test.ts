import { describe, expect, it } from 'vitest';
import type { SectionPageData, WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import { emptyPage } from '../../content-engine/layouts/page.ts';
import type { PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
import { pageDependencyTags } from './page-tags.ts';

const block = (type: string, settings: Record<string, unknown>, data: unknown = null) =>
  ({ id: `${type}-${Math.random()}`, type, settings, data, underFilled: false }) as PopulatedBlock;

const sectionPage = (blocks: PopulatedBlock[]): WebsiteLayoutPage => ({
  ...emptyPage('/engines'),
  id: 7,
  pageType: 'section',
  pageData: { id: 7 } as SectionPageData,
  layoutId: 3,
  primaryGrid: { rows: [{ id: 'r', settings: {} as never, columns: [{ id: 'c', settings: {} as never, blocks }] }] },
});

describe('pageDependencyTags', () => {
  it("tags a page's subject, layout, settings and menus", () => {
    expect(pageDependencyTags(sectionPage([]))).toEqual(['layout:3', 'menus', 'section:7', 'sections', 'settings']);
  });

  it('tags what each block shows and the listing its type draws from', () => {
    const tags = pageDependencyTags(
      sectionPage([
        block('content_list', { population: { contentTypes: ['Article', 'News'] } }, { items: [{ id: 11 }] }),
        block('section_overview', {}, { items: [{ id: 12 }] }),
        block('webinars', {}, { items: [] }),
        block('content_image_grid', { population: { section: 40 } }, { items: [] }),
        block('carousel', {}, { items: [] }),
        block('magazine_overview', { population: { section: 41 } }, { issues: [{ id: 5, items: [{ id: 13 }] }] }),
        block('rich_text', { html: '<p>x</p>' }),
      ]),
    );
    expect(tags).toEqual([
      'content:11',
      'content:12',
      'content:13',
      'issue:*',
      'issue:5',
      'layout:3',
      'menus',
      'section:40',
      'section:7',
      'sections',
      'settings',
      'type:*',
      'type:Article',
      'type:News',
      'type:Webinar',
    ]);
  });

  it("draws related content from the page's section, and blocks of unlisted types by their population", () => {
    const tags = pageDependencyTags(
      sectionPage([block('related_content', {}, { items: [] }), block('unknown_list', { population: { section: 9 } })]),
    );
    expect(tags).toContain('section:7');
    expect(tags).toContain('section:9');
    expect(tags).not.toContain('type:*');
  });
});

import { describe, expect, it } from 'vitest';
import type { SectionPageData, WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import { emptyPage } from '../../content-engine/layouts/page.ts';
import type { PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
import { pageDependencyTags } from './page-tags.ts';

const page = (type: string): WebsiteLayoutPage => ({
  ...emptyPage('/join'),
  id: 9,
  pageType: 'section',
  pageData: { id: 9 } as SectionPageData,
  layoutId: 2,
  primaryGrid: {
    rows: [
      {
        id: 'r',
        settings: {} as never,
        columns: [
          {
            id: 'c',
            settings: {} as never,
            blocks: [{ id: 'b', type, settings: {}, data: [], underFilled: false } as unknown as PopulatedBlock],
          },
        ],
      },
    ],
  },
});

describe('the pages of the membership blocks', () => {
  it.each(['choose_membership', 'membership_overview', 'membership_signup'])(
    'carry the memberships tag on a page with %s, so a membership write regenerates them',
    (type) => {
      expect(pageDependencyTags(page(type))).toContain('memberships');
    },
  );

  it('leave it off pages without them', () => {
    expect(pageDependencyTags(page('rich_text'))).not.toContain('memberships');
  });
});

import type { Brand } from '../brands/brand.ts';
import { block, buildGrid, type RowSpec } from '../../../content-engine/shared/grid-builder.ts';
import type { SectionTree } from './sections.ts';
import {
  contentList as list,
  currentSection as current,
} from '../../../content-engine/tenant-provisioning/starter-set/grids.ts';

// The section and content page grids are the starter set's (a new tenant starts with them).
export { contentGrid, sectionGrids } from '../../../content-engine/tenant-provisioning/starter-set/grids.ts';

/** The home page: featured and latest stories, topic rows, media, webinars, about text. */
export function homeGrid(brand: Brand, sections: SectionTree, hasMagazine: boolean) {
  const tops = sections.topical.filter((s) => s.depth === 1);
  const rows: RowSpec[] = [
    {
      layout: '2_1',
      columns: [
        [
          list(
            'Top Stories',
            { section: sections.home.id, scheduleOption: 'Featured', numberOfItems: 3 },
            { variant: 'hero' },
          ),
        ],
        [
          list('Latest News', { section: sections.home.id, numberOfItems: 6 }),
          block('gam_ad', { key: 'rail1', size: '300x250' }),
        ],
      ],
    },
    {
      layout: '1',
      columns: [
        [
          block('call_to_action', {
            title: 'Stay informed',
            ctaText: `Get ${brand.name} newsletters for ${brand.audiences[0]}.`,
            buttonLabel: 'Sign Up',
            buttonLink: '/membership/choose',
          }),
        ],
      ],
      settings: { backgroundColor: brand.colors.primary, textColor: '#ffffff' },
    },
    {
      layout: '1_1_1',
      columns: tops
        .slice(0, 3)
        .map((s) => [list(s.name, { section: s.id, numberOfItems: 4 }, { link: `/${s.alias}` })]),
    },
    {
      layout: '1_2',
      columns: [
        [block('section_tree', { title: 'Sections' })],
        [
          block('content_image_grid', {
            title: 'Videos',
            link: '/resources/videos',
            population: { contentTypes: ['Video'], numberOfItems: 6, excludeUsed: true },
          }),
        ],
      ],
    },
    {
      layout: '1_3',
      columns: [
        [
          block('webinars', {
            title: 'Upcoming Webinars',
            population: { contentTypes: ['Webinar'], numberOfItems: 3 },
          }),
        ],
        [list('Press Releases', { contentTypes: ['PressRelease'], numberOfItems: 5 })],
      ],
    },
    ...(hasMagazine
      ? [
          {
            layout: '1_2',
            columns: [
              [block('issue_overview', { title: 'Current Issue', numberOfItems: 4 })],
              [list('Whitepapers', { section: sections.byAlias('resources/whitepapers').id, numberOfItems: 4 })],
            ],
          } satisfies RowSpec,
        ]
      : []),
    {
      layout: '1',
      columns: [
        [
          block('rich_text', {
            title: `About ${brand.name}`,
            html: `<p>${brand.name}: ${brand.tagline.toLowerCase()}. Read by ${brand.audiences.slice(0, 3).join(', ')}.</p>`,
          }),
        ],
      ],
      settings: { width: 'restricted' },
    },
    { layout: '1', columns: [[block('social_links', { title: 'Follow us' })]] },
  ];
  return buildGrid(rows);
}

export const videoGrid = () =>
  buildGrid([
    { layout: '1', columns: [[block('video_player'), block('content_title')]] },
    {
      layout: '2_1',
      columns: [
        [block('content_body'), block('share_links')],
        [list('More Videos', { contentTypes: ['Video'], numberOfItems: 5 })],
      ],
    },
  ]);

export const eventGrid = () =>
  buildGrid([
    {
      layout: '2_1',
      columns: [
        [
          block('content_title'),
          block('content_details', { title: 'Event details' }),
          block('webinar_link'),
          block('content_primary_image'),
          block('content_body'),
          block('share_links'),
        ],
        [
          block('webinars', { title: 'Upcoming Webinars' }),
          list('Events', { contentTypes: ['Event'], numberOfItems: 4 }),
        ],
      ],
    },
  ]);

/** Companies, suppliers, contacts and venues: how to reach them and their key contacts. */
export const directoryGrid = () =>
  buildGrid([
    {
      layout: '2_1',
      columns: [
        [
          block('content_title'),
          block('content_primary_image'),
          block('content_body'),
          block('company_key_contact', { title: 'Key Contacts' }),
          block('share_links'),
        ],
        [block('company_overview', { title: 'Contact' }), block('gam_ad', { key: 'rail1', size: '300x250' })],
      ],
    },
    {
      layout: '1',
      columns: [[block('related_content', { title: 'Related Content', population: { numberOfItems: 4 } })]],
    },
  ]);

/** Apparatus and In Quarters features: the photos, the facts table, the story and the gallery. */
export const fireServiceGrid = () =>
  buildGrid([
    {
      layout: '2_1',
      columns: [
        [
          block('content_title'),
          block('content_primary_image'),
          block('content_body'),
          block('image_gallery', { title: 'Photos' }),
          block('share_links'),
        ],
        [block('content_details', { title: 'Specifications' }), list('More in [sectionname]', current(5))],
      ],
    },
  ]);

/** A landing page for one big section and everything under it. */
export const landingGrids = () => ({
  primary: buildGrid([
    { layout: '1', columns: [[block('content_image_grid', { title: '[sectionname]', population: current(4) })]] },
    {
      layout: '1_3',
      columns: [
        [block('section_tree', { title: 'Browse' }), block('site_search', { title: 'Search' })],
        [block('section_overview', { population: current(10) })],
      ],
    },
  ]),
  secondary: buildGrid([{ layout: '1', columns: [[list('', current(10))]] }], 's'),
});

export const featureArticleGrid = () =>
  buildGrid([
    {
      layout: '1',
      columns: [
        [
          block('content_primary_image'),
          block('content_title'),
          block('content_body'),
          block('share_links'),
          block('about_author'),
          block('comments'),
        ],
      ],
      settings: { width: 'restricted' },
    },
    { layout: '1', columns: [[block('related_content', { title: 'Keep Reading', population: { numberOfItems: 3 } })]] },
  ]);

export const issueGrid = () =>
  buildGrid([
    { layout: '1', columns: [[block('issue_overview', { title: '[issuename]' })]] },
    { layout: '1', columns: [[block('magazine_overview', { title: 'Past Issues', display: 'grid' })]] },
  ]);

export const publicationGrid = () =>
  buildGrid([
    {
      layout: '2_1',
      columns: [
        [block('magazine_overview', { title: 'Issues', display: 'grid' })],
        [block('magazine_issue', { title: 'Current Issue' })],
      ],
    },
  ]);

export const searchGrid = () => buildGrid([{ layout: '1', columns: [[block('search', { title: 'Search' })]] }]);

import { block, buildGrid } from '../../shared/grid-builder.ts';

/** A content list block drawing from `population` (items already shown higher up are skipped). */
export const contentList = (title: string, population: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  block('content_list', { title, population: { excludeUsed: true, ...population }, ...extra });

/** The population of the page's own section. */
export const currentSection = (numberOfItems: number, extra: Record<string, unknown> = {}) => ({
  section: 'current',
  numberOfItems,
  ...extra,
});

const list = contentList;
const current = currentSection;

/** Every section page: the section's stories with featured ones beside them, more on load. */
export const sectionGrids = () => ({
  primary: buildGrid([
    {
      layout: '2_1',
      columns: [
        [block('section_overview', { population: current(8) })],
        [
          list('Featured', current(4, { scheduleOption: 'Featured' })),
          block('gam_ad', { key: 'rail1', size: '300x250' }),
        ],
      ],
    },
    { layout: '1', columns: [[list('More from [sectionname]', current(10), { link: '[sectionlink]' })]] },
  ]),
  secondary: buildGrid([{ layout: '1', columns: [[list('', current(10))]] }], 's'),
});

/** Every content page: the story, its author and shares, more from its section, related items. */
export const contentGrid = () =>
  buildGrid([
    {
      layout: '2_1',
      columns: [
        [
          block('content_title'),
          block('content_primary_image'),
          block('gating_form'),
          block('omeda_gated_page_content'),
          block('content_body'),
          block('document_download'),
          block('share_links'),
          block('about_author'),
          block('comments'),
        ],
        [
          block('gam_ad', { key: 'rail1', size: '300x250' }),
          list('More in [sectionname]', current(5), { link: '[sectionlink]' }),
        ],
      ],
    },
    {
      layout: '1',
      columns: [[block('related_content', { title: 'Related Content', population: { numberOfItems: 4 } })]],
    },
  ]);

/** A new tenant's home page: its latest stories, a list per top section, the sections and social links. */
export const starterHomeGrid = ({
  homeId,
  sections,
}: {
  homeId: number;
  sections: { id: number; name: string; alias: string }[];
}) =>
  buildGrid([
    {
      layout: '2_1',
      columns: [
        [list('Top Stories', { section: homeId, scheduleOption: 'Featured', numberOfItems: 3 }, { variant: 'hero' })],
        [list('Latest News', { section: homeId, numberOfItems: 6 })],
      ],
    },
    {
      layout: '1_1_1',
      columns: sections
        .slice(0, 3)
        .map((s) => [list(s.name, { section: s.id, numberOfItems: 4 }, { link: `/${s.alias}` })]),
    },
    {
      layout: '1_2',
      columns: [[block('section_tree', { title: 'Sections' })], [list('More Stories', { numberOfItems: 6 })]],
    },
    { layout: '1', columns: [[block('social_links', { title: 'Follow us' })]] },
  ]);

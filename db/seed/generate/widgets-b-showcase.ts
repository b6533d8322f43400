import type { Grid } from '../../../content-engine/shared/schemas/grid.ts';
import type { PageType } from '../../../content-engine/shared/enums.ts';
import type { GenContext } from './context.ts';
import { block, buildGrid } from '../../../content-engine/shared/grid-builder.ts';

/*
 * The demo's use of the parts, jobs and sidebar blocks (issue 30, ADR 66): the Products section
 * page shows a SourceESB part search, part details and data sheet and a 3DX parts search; the
 * Whitepapers section page shows the job board; press releases show their sidebars, and every
 * other press release has some (addContentSidebars).
 */

interface WidgetLayout {
  name: string;
  type: 'url-override' | 'content-type-override';
  aliases?: string[];
  pageType?: PageType;
  contentTypes?: string[];
  primary: Grid;
}

export function widgetsBShowcaseLayouts(ctx: GenContext): WidgetLayout[] {
  const key = ctx.brand.key;
  return [
    {
      name: 'Products (parts search)',
      type: 'url-override',
      aliases: ['/directory/products'],
      pageType: 'section',
      primary: buildGrid([
        {
          layout: '2_1',
          columns: [
            [
              block('source_esb_part_search', { title: 'Find Electronic Parts', partnerId: `${key}-parts` }),
              block('source_esb_part_details', { title: 'Part Details', partnerId: `${key}-parts` }),
              block('content_list', { title: '[sectionname]', population: { section: 'current', numberOfItems: 10 } }),
            ],
            [
              block('source_esb_data_sheet', { title: 'Data Sheet', partnerId: `${key}-parts`, height: 600 }),
              block('three_dx_search', { title: '3D Parts Search', catalogId: `${key}-catalog`, height: 500 }),
            ],
          ],
        },
      ]),
    },
    {
      name: 'Whitepapers (jobs)',
      type: 'url-override',
      aliases: ['/resources/whitepapers'],
      pageType: 'section',
      primary: buildGrid([
        {
          layout: '2_1',
          columns: [
            [block('content_list', { title: '[sectionname]', population: { section: 'current', numberOfItems: 10 } })],
            [block('job_board', { title: 'Career Center', boardId: `${key}-careers`, height: 700 })],
          ],
        },
      ]),
    },
    {
      name: 'Press release',
      type: 'content-type-override',
      contentTypes: ['PressRelease'],
      primary: buildGrid([
        {
          layout: '2_1',
          columns: [[block('content_title'), block('content_body'), block('share_links')], [block('content_sidebars')]],
        },
      ]),
    },
  ];
}

/** Sidebars for every other press release (metadata.sidebars, ADR 66): key facts and a contact box. */
export function addContentSidebars(ctx: GenContext): void {
  let index = 0;
  for (const row of ctx.data.content) {
    if (row.type !== 'PressRelease' || index++ % 2 === 1) continue;
    const metadata = JSON.parse(String(row.metadata ?? '{}')) as Record<string, unknown>;
    metadata.sidebars = [
      {
        title: 'Key Facts',
        body: `<ul><li>Announced by ${ctx.brand.name} partners</li><li>Available to <strong>all readers</strong></li></ul>`,
      },
      {
        title: 'Media Contact',
        body: `<p>Press office: <a href="mailto:press@${ctx.brand.key}.example.com">press@${ctx.brand.key}.example.com</a></p>`,
      },
    ];
    row.metadata = JSON.stringify(metadata);
  }
}

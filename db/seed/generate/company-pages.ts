import type { GenContext } from './context.ts';
import { block, buildGrid } from '../../../content-engine/shared/grid-builder.ts';
import { addLayout } from './layouts.ts';
import type { SectionTree } from './sections.ts';

/*
 * The demo's buyer's guide (issue 30 item 3, ADR 0062): every company's page is a profile — its
 * banner, overview, videos, key contacts, contacts, products and related content — and a
 * Company Contacts page lists the people of every company. Deterministic: no random draw, so
 * the other rows of a seed stay as they were.
 */

type Row = Record<string, unknown>;

const isLive = (row: Row, now: number) =>
  row.status === 1 &&
  typeof row.published === 'number' &&
  row.published <= now &&
  (row.expires === null || row.expires === undefined || Number(row.expires) > now);
const metadataOf = (row: Row): Record<string, unknown> =>
  typeof row.metadata === 'string' ? JSON.parse(row.metadata) : { ...(row.metadata as Row) };
const setMetadata = (row: Row, values: Record<string, unknown>) => {
  row.metadata = JSON.stringify({ ...metadataOf(row), ...values });
};
const isYoutubeEmbed = (row: Row) =>
  typeof row.embed_code === 'string' && row.embed_code.includes('youtube.com/embed/');

/** A playlist id of YouTube's shape (PL and 32 more), made from the tenant and the company. */
export const demoPlaylistId = (tenantKey: string, companyId: number) =>
  `PL${`${tenantKey.replace(/[^A-Za-z0-9]/g, '')}x${companyId}`.slice(0, 32).padEnd(32, '0')}`;

const companyGrid = () =>
  buildGrid([
    { layout: '1', columns: [[block('company_banner')]] },
    {
      layout: '2_1',
      columns: [
        [
          block('content_body'),
          block('company_videos', { title: 'Videos', numberOfVideos: 2 }),
          block('company_key_contact', { title: 'Key Contacts' }),
          block('contacts', { title: 'Contacts' }),
        ],
        [
          block('company_overview', { title: 'Contact' }),
          block('content_list', {
            title: 'Products',
            population: { contentTypes: ['Product'], pageCompany: true, numberOfItems: 4 },
          }),
        ],
      ],
    },
    {
      layout: '1',
      columns: [
        [
          block('content_list', { title: 'From the Company', population: { pageCompany: true, numberOfItems: 4 } }),
          block('related_content', { title: 'Related Content', population: { numberOfItems: 4 } }),
        ],
      ],
    },
  ]);

/** Company profiles: the layout, key contacts (the company's public Contact items) and a playlist of two YouTube videos. */
function companyProfiles(ctx: GenContext) {
  const content = ctx.data.content;
  const companies = content.filter((row) => row.type === 'Company');
  if (companies.length === 0) return;
  const layoutId = addLayout(ctx, {
    name: 'Company Profile',
    type: 'content-override',
    contentTypes: ['Company'],
    primary: companyGrid(),
  });
  const videos = content.filter((row) => row.type === 'Video' && isLive(row, ctx.now) && isYoutubeEmbed(row));
  const keyContactsOf = new Map(
    companies.map((company) => [
      company,
      content
        .filter((row) => row.type === 'Contact' && row.company_id === company.id && isLive(row, ctx.now))
        .map((row) => row.id as number)
        .slice(0, 4),
    ]),
  );
  // The playlists go to the live companies with key contacts first: their pages show every block.
  const rank = (company: Row) => (isLive(company, ctx.now) ? 0 : 2) + (keyContactsOf.get(company)!.length ? 0 : 1);
  [...companies]
    .sort((a, b) => rank(a) - rank(b) || Number(a.id) - Number(b.id))
    .forEach((company, index) => {
      company.layout_id = layoutId;
      const keyContactIds = keyContactsOf.get(company)!;
      const playlist = videos.slice(index * 2, index * 2 + 2);
      const youtubePlaylistId = playlist.length ? demoPlaylistId(ctx.tenantKey, company.id as number) : undefined;
      for (const video of playlist) setMetadata(video, { youtubePlaylistId });
      setMetadata(company, {
        ...(keyContactIds.length ? { keyContactIds } : {}),
        ...(youtubePlaylistId ? { youtubePlaylistId } : {}),
      });
    });
}

/** A Page item of the showcase (showcase.ts addPage). */
interface PageSpec {
  section: { id: number; alias: string };
  slug: string;
  name: string;
  teaser: string;
  layoutId: number;
}

/**
 * The demo's company pages and the Company Contacts page under Directory (a copy of a live Page
 * item through the showcase's `addPage`).
 */
export function generateCompanyPages(
  ctx: GenContext,
  { sections, addPage }: { sections: SectionTree; addPage: (template: Row, page: PageSpec) => void },
) {
  companyProfiles(ctx);
  const template = ctx.data.content.find((row) => row.type === 'Page' && isLive(row, ctx.now));
  if (!template) return;
  const layoutId = addLayout(ctx, {
    name: 'Contacts Directory Page',
    type: 'content-override',
    contentTypes: ['Page'],
    primary: buildGrid([
      {
        layout: '1',
        columns: [[block('content_title'), block('content_body'), block('contacts', { title: 'Company Contacts' })]],
        settings: { width: 'restricted' },
      },
    ]),
  });
  addPage(template, {
    section: sections.byAlias('directory'),
    slug: 'company-contacts',
    name: 'Company Contacts',
    teaser: `The people to reach at the companies in the ${ctx.brand.name} buyer's guide.`,
    layoutId,
  });
}

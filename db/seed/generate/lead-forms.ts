import { stamp, type GenContext } from './context.ts';
import { block, buildGrid } from '../../../content-engine/shared/grid-builder.ts';
import { addLayout } from './layouts.ts';

/** Articles per tenant that ask for inquiries (metadata.enableRmi) and use the inquiry layout. */
const rmiArticles = 5;

/** An article page with the inquiry (RMI) form under the body. */
const inquiryArticleGrid = () =>
  buildGrid(
    [
      {
        layout: '2_1',
        columns: [
          [
            block('content_title'),
            block('content_primary_image'),
            block('content_body'),
            block('inquiry_form', { ctaText: 'Want pricing, a demo or the full report? Tell us how to reach you.' }),
            block('share_links'),
          ],
          [block('gam_ad', { key: 'rail1', size: '300x250' })],
        ],
      },
    ],
    'rmi',
  );

/** The Contact Us page: a short text and the contact form. */
const contactGrid = (brandName: string) =>
  buildGrid(
    [
      {
        layout: '2_1',
        columns: [
          [
            block('rich_text', {
              html: `<p>Questions, story ideas or advertising with ${brandName}? Our editors read every message.</p>`,
            }),
            block('contact_us_form'),
          ],
          [block('gam_ad', { key: 'rail1', size: '300x250' })],
        ],
      },
    ],
    'contact',
  );

/**
 * The lead forms in the demo (issue 30 item 4): the first public articles without a layout of
 * their own get enableRmi and an inquiry layout; a Contact Us section (`/contact-us`) shows the
 * contact form. Runs after the content is generated.
 */
export function generateLeadForms(ctx: GenContext) {
  const inquiryLayoutId = addLayout(ctx, {
    name: 'Article with Inquiry Form',
    type: 'content-override',
    contentTypes: ['Article'],
    primary: inquiryArticleGrid(),
  });
  const articles = ctx.data.content
    .filter((row) => row.type === 'Article' && row.status === 1 && row.layout_id === null)
    .slice(0, rmiArticles);
  for (const row of articles) {
    row.layout_id = inquiryLayoutId;
    row.metadata = JSON.stringify({ ...JSON.parse(String(row.metadata ?? '{}')), enableRmi: true });
  }

  const sectionId = ctx.nextId('website_sections');
  ctx.data.website_sections.push({
    id: sectionId,
    tenant_key: ctx.tenantKey,
    parent_id: null,
    name: 'Contact Us',
    full_name: 'Contact Us',
    system_alias: 'contact-us',
    manual_alias: null,
    alias_override: null,
    alias: 'contact-us',
    description: `Contact the ${ctx.brand.name} team.`,
    gam_alias: 'contact-us',
    sequence: 99,
    status: 1,
    ...stamp(ctx, 400 * 86_400_000),
  });
  addLayout(ctx, {
    name: 'Contact Us',
    type: 'url-override',
    aliases: ['/contact-us'],
    pageType: 'section',
    primary: contactGrid(ctx.brand.name),
  });
}

import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { day, stamp, type GenContext } from './context.ts';
import { block, buildGrid } from '../../../content-engine/shared/grid-builder.ts';
import { addLayout } from './layouts.ts';
import type { SectionTree } from './sections.ts';
import { generateCompanyPages } from './company-pages.ts';

/*
 * The demo pages that place the block types the brands' everyday layouts do not: the Resources
 * landing page (carousel, podcasts, the section's schedules, the editorial team) and, on brands
 * with memberships, the Join, Sign In and My Account pages built from the site-user blocks and a
 * members-only digital edition (a zmag page). With
 * these every block type of the spec renders somewhere on the demo (demo-block-coverage test).
 */

type Row = Record<string, unknown>;

/**
 * A Page item under `section` shown with its own layout: a copy of a generated live Page's
 * columns with its own words, scheduled to its section like every demo item.
 */
export function addPage(
  ctx: GenContext,
  template: Row,
  page: {
    section: { id: number; alias: string };
    slug: string;
    name: string;
    teaser: string;
    layoutId: number;
    metadata?: Row;
  },
) {
  const id = ctx.nextId('content');
  // Live since a month ago whatever the template's dates (it may be one scheduled for later).
  const published = ctx.now - 30 * day;
  ctx.data.content.push({
    ...template,
    id,
    published,
    expires: null,
    ...stamp(ctx, 31 * day),
    name: page.name,
    short_name: null,
    seo_title: null,
    teaser: page.teaser,
    body: `<p>${page.teaser}</p>`,
    labels: '[]',
    gating: '{}',
    membership_ids: '[]',
    alias: page.slug,
    canonical_path: `/${page.section.alias}/${page.slug}`,
    primary_section_id: page.section.id,
    company_id: null,
    layout_id: page.layoutId,
    ...(page.metadata
      ? { metadata: JSON.stringify({ ...JSON.parse(String(template.metadata ?? '{}')), ...page.metadata }) }
      : {}),
  });
  ctx.data.website_schedules.push({
    id: ctx.nextId('website_schedules'),
    tenant_key: ctx.tenantKey,
    content_id: id,
    section_id: page.section.id,
    option: 'Standard',
    start_date: published,
    end_date: null,
  });
}

export function generateShowcase(
  ctx: GenContext,
  { sections, settings, memberships }: { sections: SectionTree; settings: SiteSettings; memberships: boolean },
) {
  const resources = sections.byAlias('resources');
  const editors = ctx.data.persons.filter((p) => p.status === 1).slice(0, 3);
  if (editors.length > 0)
    settings.contacts = {
      ...settings.contacts,
      groups: [{ title: 'Editorial', contacts: editors.map((p) => p.id as number) }],
    };
  addLayout(ctx, {
    name: 'Resources Landing',
    type: 'url-override',
    aliases: [`/${resources.alias}`],
    pageType: 'section',
    primary: buildGrid([
      {
        layout: '1',
        columns: [
          [
            block('carousel', {
              title: 'Featured Resources',
              population: { section: resources.id, numberOfItems: 6 },
            }),
          ],
        ],
      },
      { layout: '1', columns: [[block('search', { title: 'Search Resources' })]] },
      {
        layout: '2_1',
        columns: [
          [
            block('content_schedules', { title: 'New in [sectionname]' }),
            block('podcasts', { title: 'Podcasts', population: { numberOfItems: 3 } }),
          ],
          [
            block('global_contacts', { title: 'Our Team' }),
            ...(editors[0] ? [block('author_profile', { title: 'Meet the Editor', personId: editors[0].id })] : []),
          ],
        ],
      },
    ]),
  });

  const template = ctx.data.content.find((row) => row.type === 'Page' && row.status === 1);
  generateCompanyPages(ctx, { sections, addPage: (live, page) => addPage(ctx, live, page) });
  if (!memberships || !template) return;
  const page = (name: string, slug: string, teaser: string, blocks: ReturnType<typeof block>[], metadata?: Row) => {
    const layoutId = addLayout(ctx, {
      name: `${name} Page`,
      type: 'content-override',
      contentTypes: ['Page'],
      primary: buildGrid([
        {
          layout: '1',
          columns: [[block('content_title'), block('content_body'), ...blocks]],
          settings: { width: 'restricted' },
        },
      ]),
    });
    addPage(ctx, template, { section: resources, slug, name, teaser, layoutId, metadata });
  };
  const brand = ctx.brand.name;
  page('Join', 'join', `Join ${brand} for full access to our coverage, newsletters, webinars and events.`, [
    block('membership_overview', { title: 'Memberships' }),
    block('choose_membership'),
    block('membership_signup', { title: 'Sign Up', membershipAlias: 'insider' }),
    block('subscribe', { title: 'Newsletters' }),
  ]);
  page('Sign In', 'sign-in', `Sign in to your ${brand} account to read member content and manage newsletters.`, [
    block('site_user_login'),
    block('site_user_reset_password', { title: 'Forgot your password?' }),
  ]);
  page('My Account', 'my-account', `Manage your ${brand} profile, your e-mail address and your registration.`, [
    block('site_user_account'),
    block('site_user_change_email', { title: 'Change your e-mail' }),
    block('site_user_complete_registration', { title: 'Complete your registration' }),
  ]);
  // A zmag page: members read the digital edition, everyone else gets the gating form.
  page(
    'Digital Edition',
    'digital-edition',
    `The ${brand} digital edition: this month's magazine, page by page.`,
    [block('gating_form'), block('zmag_embed', { height: 800 })],
    { zmagId: `${ctx.brand.key}-digital-edition` },
  );
}

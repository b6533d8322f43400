import { newsletterAdPayloadSchema, type NewsletterAdPayloadInput } from '../../shared/newsletters/ad-schema.ts';
import type {
  NewsletterAdCreative,
  NewsletterItem,
  NewsletterRenderInput,
  ResolvedNewsletterBlock,
} from '../../shared/newsletters/render-input.ts';
import {
  newsletterBlockSchema,
  newsletterTemplatePayloadSchema,
  type NewsletterTemplatePayloadInput,
} from '../../shared/newsletters/template-schema.ts';

/* Render inputs for the renderer's tests: a template with every part, items, an ad, contacts, an issue. */

export const origin = 'https://www.fleetnews.test';

export const item = (id: number, over: Partial<NewsletterItem> = {}): NewsletterItem => ({
  id,
  type: 'Article',
  name: `Story number ${id} about trucks`,
  teaser: `Teaser of story ${id}: what fleets need to know this week about fuel, drivers and routes.`,
  url: `${origin}/news/story-${id}`,
  imageSrc: `${origin}/files/base/story-${id}.jpg`,
  imageAlt: `Photo for story ${id}`,
  date: '2026-11-20T14:00:00.000Z',
  label: 'Exclusive',
  companyName: null,
  ...over,
});

export const ad = (
  over: Partial<NewsletterAdPayloadInput> = {},
  creative: Partial<NewsletterAdCreative> = {},
): NewsletterAdCreative => {
  const payload = newsletterAdPayloadSchema.parse({
    title: 'Tyres that last',
    companySource: 'new',
    companyName: 'Acme Tyres',
    placement: 'sponsored-content',
    label: 'Sponsored by [Company Name]',
    url: 'https://acme-tyres.test/offer?utm_source=partner',
    body: 'Twice the mileage.',
    ctaLabel: 'See the offer',
    image: 'https://cdn.acme-tyres.test/ad.png',
    imageAlt: 'A tyre',
    ...over,
  });
  return {
    id: 7,
    payload,
    imageSrc: payload.image,
    logoSrc: '',
    label: payload.label.replace('[Company Name]', 'Acme Tyres'),
    companyName: 'Acme Tyres',
    position: 1,
    orderId: '',
    lineItemId: '',
    ...creative,
  };
};

export const block = (over: Record<string, unknown> & { key: string; type: string }) =>
  newsletterBlockSchema.parse(over);

export const resolved = (
  over: Record<string, unknown> & { key: string; type: string },
  fill: Partial<Omit<ResolvedNewsletterBlock, 'block'>> = {},
): ResolvedNewsletterBlock => ({ block: block(over), items: [], ad: null, contacts: [], issue: null, ...fill });

export const template = (over: Partial<NewsletterTemplatePayloadInput> = {}) =>
  newsletterTemplatePayloadSchema.parse({
    name: 'Fleet Daily',
    preheaderBlurb: 'The day in fleets',
    socialLinks: [
      { network: 'Linkedin', url: 'https://www.linkedin.com/company/fleetnews' },
      { network: 'Facebook', url: 'https://www.facebook.com/fleetnews' },
    ],
    header: { headerStyle: 3, logo: '/files/base/logo.png', logoAlt: 'Fleet News' },
    footer: {
      navBarLinks: [
        { label: 'News', href: '/news' },
        { label: 'Events', href: '/events' },
      ],
      subscriptionLinks: [{ label: 'Subscribe', href: '/subscribe' }],
      informationLinks: [
        { label: 'Privacy', href: '/privacy' },
        { label: 'Contact us', href: 'mailto:editors@fleetnews.test' },
      ],
      safeSenderInfo: 'Add newsletters@fleetnews.test to your address book.',
      postalAddress: 'Fleet News\n1 Main Street\nChicago, IL 60601',
    },
    ...over,
  });

export const renderInput = (
  blocks: ResolvedNewsletterBlock[],
  over: Partial<Omit<NewsletterRenderInput, 'template'>> & { template?: Partial<NewsletterTemplatePayloadInput> } = {},
): NewsletterRenderInput => {
  const { template: templateOver, ...rest } = over;
  return {
    site: { tenantKey: 'fleet', name: 'Fleet News', origin },
    template: { id: 3, payload: template(templateOver) },
    campaign: { id: 41, date: '2026-11-28', subject: 'Fleet Daily: fuel prices fall', preheader: 'Diesel down 5%' },
    blocks,
    webVersionUrl: `${origin}/newsletter/41`,
    ...rest,
  };
};

/** A campaign of 12 items: a feature list of 6, a grid of 4, a list of 2, an ad, an issue and contacts. */
export const twelveItemInput = () =>
  renderInput([
    resolved(
      {
        key: 'top',
        type: 'content_list',
        title: 'Top stories',
        styling: { layout: 'feature', showDate: true, showLabel: true },
      },
      {
        items: [1, 2, 3, 4, 5, 6].map((id) => item(id)),
      },
    ),
    resolved({ key: 'ad-1', type: 'native_ad', population: { position: 1 } }, { ad: ad() }),
    resolved(
      { key: 'more', type: 'content_list', title: 'More news', styling: { layout: 'grid' } },
      {
        items: [7, 8, 9, 10].map((id) => item(id)),
      },
    ),
    resolved(
      { key: 'ad-2', type: 'fixed_ad', population: { position: 2 } },
      {
        ad: ad({ placement: 'leaderboard-728x90', image: 'https://cdn.acme-tyres.test/728.png' }),
      },
    ),
    resolved(
      { key: 'events', type: 'content_list', title: 'Events', styling: { imagePosition: 'right' } },
      {
        items: [11, 12].map((id) => item(id, { type: 'Event' })),
      },
    ),
    resolved(
      { key: 'issue', type: 'issue', title: 'In print' },
      {
        issue: {
          id: 5,
          name: 'December 2026',
          publicationName: 'Fleet Magazine',
          coverSrc: `${origin}/files/base/cover.jpg`,
          url: `${origin}/magazine/5`,
          digitalEditionUrl: 'https://digital.fleetnews.test/dec-2026',
          mailDate: '2026-11-25',
        },
      },
    ),
    resolved(
      { key: 'team', type: 'contacts', title: 'Our team', styling: { layout: 'grid' } },
      {
        contacts: [
          {
            id: 1,
            name: 'Ann Editor',
            title: 'Editor',
            email: 'ann@fleetnews.test',
            phone: '+1 312 555 0100',
            imageSrc: `${origin}/files/base/ann.jpg`,
            url: `${origin}/staff/ann`,
          },
          {
            id: 2,
            name: 'Bob Sales',
            title: 'Sales',
            email: 'bob@fleetnews.test',
            phone: '',
            imageSrc: null,
            url: null,
          },
        ],
      },
    ),
    resolved({
      key: 'note',
      type: 'html',
      title: 'A note',
      html: '<p>Thanks for <b>reading</b>. <a href="/about">About us</a></p>',
    }),
    resolved({
      key: 'passendo',
      type: 'passendo_ad',
      passendo: {
        imageUrl: 'https://ads.passendo.test/img?c={{campaignId}}&d={{date}}',
        clickUrl: 'https://ads.passendo.test/click?c={{campaignId}}',
        width: 600,
        height: 100,
      },
    }),
  ]);

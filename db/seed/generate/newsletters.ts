import {
  newsletterAdPayloadSchema,
  type NewsletterAdPayloadInput,
} from '../../../content-engine/shared/newsletters/ad-schema.ts';
import {
  newsletterTemplatePayloadSchema,
  type NewsletterTemplatePayloadInput,
} from '../../../content-engine/shared/newsletters/template-schema.ts';
import { day, hour, stamp, type GenContext } from './context.ts';
import { block, buildGrid } from '../../../content-engine/shared/grid-builder.ts';
import { addLayout } from './layouts.ts';
import { addPage } from './showcase.ts';
import type { SectionTree } from './sections.ts';

/*
 * The demo's newsletters (issue 31; ADR 0075), for each tenant with the newsletters module: a
 * Daily and a Weekly template (header, footer, content lists, a fixed and a native ad, an HTML
 * block and, with a magazine, the issue block; the editor as default tester), the items scheduled
 * to them for the last days and the next ones, three ads scheduled on both (priorities 10, 5
 * and 1 on the ad positions), Sent campaigns of past days and tomorrow's Draft, ~50 subscribers
 * per newsletter, and a Newsletters page under Resources listing the archive (the
 * newsletter_campaigns block). Deterministic and drawing nothing at random, so the rows generated
 * before it stay as they were; generated last, so no id of theirs moves either.
 */

type Row = Record<string, unknown>;

/** Addresses at the tenant's example domain: the editor tests, the readers subscribe. */
export const demoNewsletterTester = (tenantKey: string) => `editor@${tenantKey}.example`;
const subscriberEmail = (tenantKey: string, newsletterId: string, n: number) =>
  `reader${String(n).padStart(2, '0')}.${newsletterId}@subscribers.${tenantKey}.example`;

/** Anonymous subscribers per newsletter. */
export const demoSubscribersPerNewsletter = 48;

const chicagoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day (YYYY-MM-DD, America/Chicago) `offset` days from the seed's clock. */
const dayFrom = (now: number, offset: number) => chicagoDay.format(now + offset * day);

const isLive = (row: Row, now: number) =>
  row.status === 1 &&
  typeof row.published === 'number' &&
  row.published <= now &&
  (row.expires === null || row.expires === undefined || Number(row.expires) > now);

const newsTypes = new Set(['Article', 'News', 'Blog', 'PressRelease', 'Webinar', 'Whitepaper']);

interface TemplatePlan {
  name: string;
  description: string;
  newsletterId: string;
  /** Days back from today a campaign was sent on (0: today). */
  sentDaysAgo: number[];
  /** Days the content schedules cover: from `-back` to `+ahead`. */
  scheduled: { back: number; ahead: number };
  every: number;
}

function templatePayload(ctx: GenContext, plan: TemplatePlan, withIssue: boolean): NewsletterTemplatePayloadInput {
  const origin = `https://www.${ctx.tenantKey}.com`;
  const logo = ctx.data.assets.find((asset) => asset.is_logo === true);
  const tester = demoNewsletterTester(ctx.tenantKey);
  return {
    name: plan.name,
    description: plan.description,
    newsletterId: plan.newsletterId,
    preheaderBlurb: `${plan.name}: the news that matters to you.`,
    header: {
      headerStyle: 3,
      tagLine: plan.description,
      link: origin,
      logo: logo ? `${origin}${String(logo.src)}` : '',
      logoAlt: ctx.brand.name,
    },
    footer: {
      navBarLinks: [
        { label: 'News', href: `${origin}/` },
        { label: 'Newsletters', href: `${origin}/resources/newsletters` },
      ],
      subscriptionLinks: [{ label: 'Manage your newsletters', href: `${origin}/account#manage-newsletters` }],
      informationLinks: [{ label: 'Privacy policy', href: `${origin}/privacy` }],
      postalAddress: `${ctx.brand.name}, 1501 E. Woodfield Road, Schaumburg, IL 60173`,
      safeSenderInfo: `Add newsletters@${ctx.tenantKey}.example to your address book to keep receiving this e-mail.`,
    },
    socialLinks: [{ network: 'Linkedin', url: `https://www.linkedin.com/company/${ctx.tenantKey}` }],
    deploymentSettings: {
      defaultSubject: plan.name,
      defaultFrom: `${ctx.brand.name} <newsletters@${ctx.tenantKey}.example>`,
    },
    defaultTesters: [{ firstName: 'Demo', lastName: 'Editor', emailAddress: tester }],
    blocks: [
      {
        key: 'top-stories',
        type: 'content_list',
        title: 'Top Stories',
        styling: { layout: 'feature', imagePosition: 'top' },
        population: { numberOfItems: 3 },
        cta: { label: 'More news', url: `${origin}/` },
      },
      { key: 'leaderboard', type: 'fixed_ad', title: '', population: { position: 1 } },
      {
        key: 'more-news',
        type: 'content_list',
        title: 'More News',
        population: { numberOfItems: 4 },
      },
      { key: 'sponsored', type: 'native_ad', title: 'From Our Sponsors', population: { position: 2 } },
      {
        key: 'editors-note',
        type: 'html',
        title: "Editor's Note",
        html: `<p>Thanks for reading ${plan.name}. Reply to this e-mail to tell us what you would like to read about.</p>`,
      },
      ...(withIssue ? [{ key: 'issue', type: 'issue' as const, title: 'In the Magazine' }] : []),
    ],
  };
}

/** Three ads on both templates: two on the native position (10 beats 5), one on the fixed one (1). */
function adPayloads(ctx: GenContext, image: string): NewsletterAdPayloadInput[] {
  const company = ctx.data.content.find((row) => row.type === 'Company' && isLive(row, ctx.now));
  const origin = `https://www.${ctx.tenantKey}.com`;
  return [
    {
      title: `${ctx.brand.name} Webinar Series`,
      campaignName: 'House: webinars',
      companySource: 'new',
      companyName: ctx.brand.name,
      image,
      imageAlt: 'Webinar series',
      placement: 'sponsored-content',
      label: 'Sponsored',
      url: `${origin}/resources`,
      body: 'Join our editors live every month for an hour on what is changing in the industry.',
      adCategory: 'Webinar',
      ctaLabel: 'Register now',
      priority: 10,
    },
    {
      title: company ? `Meet ${String(company.name)}` : 'Meet our partners',
      campaignName: 'Partner spotlight',
      companySource: company ? 'existing' : 'new',
      companyId: company ? Number(company.id) : null,
      companyName: company ? '' : 'Our partners',
      image,
      imageAlt: 'Partner spotlight',
      placement: 'sponsored-content',
      label: company ? 'Sponsored by [Company Name]' : 'Sponsored',
      url: `${origin}/directory`,
      body: 'Products and services from the companies in our buyer’s guide.',
      priority: 5,
    },
    {
      title: `${ctx.brand.name} Leaderboard`,
      campaignName: 'House: leaderboard',
      companySource: 'new',
      companyName: ctx.brand.name,
      image,
      imageAlt: `${ctx.brand.name}: subscribe to the magazine`,
      placement: 'leaderboard-600x100',
      label: 'Advertisement',
      url: `${origin}/`,
      adCategory: 'House Ad',
      priority: 1,
    },
  ];
}

export function generateNewsletters(ctx: GenContext, { sections }: { sections: SectionTree }) {
  if (!ctx.brand.modules.includes('newsletters') || ctx.brand.newsletters.length === 0) return;
  const { now, tenantKey } = ctx;
  const newsletters = ctx.brand.newsletters;
  const plans: TemplatePlan[] = [
    {
      name: `${ctx.brand.name} Daily`,
      description: 'The day’s news, every morning.',
      newsletterId: newsletters[0]!.id,
      sentDaysAgo: [1, 2, 3, 4, 5, 6],
      scheduled: { back: 6, ahead: 3 },
      every: 1,
    },
    {
      name: `${ctx.brand.name} Weekly`,
      description: 'The week’s most read stories and what is coming next.',
      newsletterId: newsletters[1 % newsletters.length]!.id,
      sentDaysAgo: [7, 14, 21],
      scheduled: { back: 21, ahead: 7 },
      every: 7,
    },
  ];
  const items = ctx.data.content
    .filter((row) => isLive(row, now) && newsTypes.has(String(row.type)))
    .sort((a, b) => Number(b.published) - Number(a.published) || Number(b.id) - Number(a.id))
    .map((row) => Number(row.id));
  // Readers of each newsletter the templates send: anonymous sign-ups (a brand too small for
  // templates still has its readers).
  for (const newsletterId of new Set(plans.map((plan) => plan.newsletterId))) {
    const spec = newsletters.find((newsletter) => newsletter.id === newsletterId)!;
    for (let n = 1; n <= demoSubscribersPerNewsletter; n++)
      ctx.data.newsletter_subscribers.push({
        tenant_key: tenantKey,
        email: subscriberEmail(tenantKey, newsletterId, n),
        newsletter_id: newsletterId,
        omeda_product_id: spec.omedaProductId,
        country_code: 'US',
        region_code: null,
        consent: '{}',
        promo_code: null,
        source: 'NlWidgetUnauthenticated',
        created: now - (n + 10) * day,
        updated: now - (n + 10) * day,
      });
  }

  if (items.length < 7) return;
  const withIssue = ctx.brand.modules.includes('magazine') && ctx.data.magazine_issues.length > 0;
  const image =
    ctx.data.assets.find((asset) => asset.type === 'Image' && asset.is_logo !== true)?.src ?? '/favicon-32x32.png';
  const times = stamp(ctx, 60 * day);
  let pick = 0;
  const nextItems = (count: number) =>
    Array.from({ length: count }, () => items[pick++ % items.length]!).filter((id, i, all) => all.indexOf(id) === i);

  const templateIds: number[] = [];
  for (const plan of plans) {
    const id = ctx.nextId('newsletter_templates');
    templateIds.push(id);
    const payload = newsletterTemplatePayloadSchema.parse(templatePayload(ctx, plan, withIssue));
    ctx.data.newsletter_templates.push({
      id,
      tenant_key: tenantKey,
      status: 1,
      name: payload.name,
      payload: JSON.stringify(payload),
      revision: 1,
      updated_by: null,
      ...times,
    });
    // Each day's items: three for the top stories, four for whichever block has room.
    const byDate = new Map<string, { top: number[]; more: number[] }>();
    for (let offset = -plan.scheduled.back; offset <= plan.scheduled.ahead; offset += plan.every) {
      const date = dayFrom(now, offset);
      const dayItems = { top: nextItems(3), more: nextItems(4) };
      byDate.set(date, dayItems);
      const schedule = (contentId: number, blockKey: string, sequence: number) =>
        ctx.data.newsletter_content_schedules.push({
          tenant_key: tenantKey,
          content_id: contentId,
          template_id: id,
          block_key: blockKey,
          date,
          sequence,
          created_by: null,
          created: now - (plan.scheduled.back - offset + 1) * day,
        });
      dayItems.top.forEach((contentId, i) => schedule(contentId, 'top-stories', i));
      dayItems.more.filter((contentId) => !dayItems.top.includes(contentId)).forEach((c, i) => schedule(c, '', i));
    }
    const campaign = (daysAgo: number, status: 'Sent' | 'Draft') => {
      const date = dayFrom(now, -daysAgo);
      const scheduled = byDate.get(date) ?? { top: nextItems(3), more: nextItems(4) };
      const sentAt = status === 'Sent' ? now - daysAgo * day - 2 * hour : null;
      ctx.data.newsletter_campaigns.push({
        id: ctx.nextId('newsletter_campaigns'),
        tenant_key: tenantKey,
        template_id: id,
        date,
        subject: `${plan.name}: ${date}`,
        preheader: payload.preheaderBlurb,
        hide_on_web: false,
        status,
        block_items: JSON.stringify({
          'top-stories': scheduled.top,
          'more-news': scheduled.more.filter((contentId) => !scheduled.top.includes(contentId)),
        }),
        scheduled_at: sentAt,
        sent_at: sentAt,
        revision: 1,
        updated_by: null,
        created: (sentAt ?? now) - day,
        updated: sentAt ?? now,
      });
    };
    for (const daysAgo of [...plan.sentDaysAgo].reverse()) campaign(daysAgo, 'Sent');
    if (plan.every === 1) campaign(-1, 'Draft');
  }

  for (const [index, payloadInput] of adPayloads(ctx, String(image)).entries()) {
    const payload = newsletterAdPayloadSchema.parse(payloadInput);
    const adId = ctx.nextId('newsletter_ads');
    ctx.data.newsletter_ads.push({
      id: adId,
      tenant_key: tenantKey,
      status: 1,
      title: payload.title,
      placement: payload.placement,
      priority: payload.priority,
      payload: JSON.stringify(payload),
      ...times,
    });
    for (const templateId of templateIds)
      ctx.data.newsletter_ad_schedules.push({
        tenant_key: tenantKey,
        ad_id: adId,
        template_id: templateId,
        start_date: dayFrom(now, -30),
        end_date: dayFrom(now, 30),
        // The sponsored contents share the native block's position 2; the leaderboard is the fixed block's 1.
        position: payload.placement === 'leaderboard-600x100' ? 1 : 2,
        order_id: `demo-order-${index + 1}`,
        line_item_id: `demo-line-${index + 1}-${templateId}`,
      });
  }

  // The archive on the site: a Newsletters page under Resources with the newsletter_campaigns block.
  const template = ctx.data.content.find((row) => row.type === 'Page' && isLive(row, now));
  if (!template) return;
  const layoutId = addLayout(ctx, {
    name: 'Newsletters Page',
    type: 'content-override',
    contentTypes: ['Page'],
    primary: buildGrid([
      {
        layout: '2_1',
        columns: [
          [
            block('content_title'),
            block('content_body'),
            block('newsletter_campaigns', { title: 'Recent Issues', numberOfItems: 10 }),
          ],
          [block('newsletter_campaigns', { title: plans[1]!.name, templateId: templateIds[1], numberOfItems: 5 })],
        ],
      },
    ]),
  });
  addPage(ctx, template, {
    section: sections.byAlias('resources'),
    slug: 'newsletters',
    name: 'Newsletters',
    teaser: `Every issue of the ${ctx.brand.name} newsletters, newest first.`,
    layoutId,
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineContext } from '../../core/context.ts';
import { insertNewsletterCampaign, insertNewsletterTemplate } from '../../newsletters/tests/newsletter-fixtures.ts';
import { createNewsletterSuite, type NewsletterSuite } from '../../newsletters/tests/newsletter-suite.ts';
import { gmailClipBytes } from '../../shared/newsletters/constants.ts';
import { newsletterCampaignParam } from '../../shared/newsletters/tracking.ts';
import { insertAsset, insertContent } from '../../testing/fixtures.ts';
import { insertContact, insertIssue, insertPublication } from '../../testing/fixtures-catalogue.ts';
import { operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { renderCampaign } from '../render-campaign.ts';
import { resolveNewsletter } from '../resolve-newsletter.ts';
import { parseEmail } from './dom.ts';
import { insertNewsletterAd } from './render-fixtures.ts';

/*
 * A real campaign of tenant alpha resolved and rendered: items (published, alpha's only), the ads
 * winning their positions, contacts, the latest issue; and the two preview queries with their
 * permissions, on SQLite (and PostgreSQL with TEST_DATABASE_URL).
 */

let nl: NewsletterSuite;
let ctx: EngineContext;
const date = '2026-11-28';
const ids = {
  story1: 0,
  story2: 0,
  draft: 0,
  betaStory: 0,
  company: 0,
  ann: 0,
  bob: 0,
  betaContact: 0,
  template: 0,
  otherTemplate: 0,
  house: 0,
  reserve: 0,
  standard: 0,
  newer: 0,
  campaign: 0,
};
const longTeaser = `${'Fleets are changing how they buy tyres and fuel. '.repeat(8)}The end.`;

beforeAll(async () => {
  nl = await createNewsletterSuite();
  const db = nl.suite.engine.db;
  const tenant = (await findTenantByKey(db, 'alpha'))!;
  ctx = nl.suite.engine.context({ tenant });
  const image = await insertAsset(db, { tenantKey: 'alpha', src: '/files/base/alpha/story.jpg' });
  ids.story1 = await insertContent(db, {
    tenantKey: 'alpha',
    name: 'Diesel "prices" & fuel <i>fall</i>',
    teaser: longTeaser,
    primaryImageId: image,
    labels: ['Breaking'],
  });
  ids.story2 = await insertContent(db, {
    tenantKey: 'alpha',
    name: 'Second story',
    teaser: '<p>Short &amp; sweet</p>',
  });
  ids.draft = await insertContent(db, { tenantKey: 'alpha', name: 'Unpublished draft', status: 0 });
  ids.betaStory = await insertContent(db, { tenantKey: 'beta', name: 'Beta secret story' });
  ids.company = await insertContent(db, { tenantKey: 'alpha', name: 'Acme Trucks', type: 'Company' });
  ids.ann = await insertContact(db, {
    tenantKey: 'alpha',
    firstName: 'Ann',
    lastName: 'Editor',
    title: 'Editor',
    email: 'ann@alpha.test',
  });
  ids.bob = await insertContact(db, { tenantKey: 'alpha', firstName: 'Bob', lastName: 'Sales', title: 'Sales' });
  ids.betaContact = await insertContact(db, { tenantKey: 'beta', firstName: 'Beta', lastName: 'Person' });
  const publication = await insertPublication(db, { tenantKey: 'alpha', name: 'Alpha Magazine', alias: 'alpha-mag' });
  await insertIssue(db, {
    tenantKey: 'alpha',
    publicationId: publication,
    name: 'October 2026',
    alias: 'oct-2026',
    mailDate: Date.UTC(2026, 9, 1),
  });
  await insertIssue(db, {
    tenantKey: 'alpha',
    publicationId: publication,
    name: 'November 2026',
    alias: 'nov-2026',
    mailDate: Date.UTC(2026, 10, 28),
    digitalEditionUrl: 'https://digital.alpha.test/nov',
  });
  await insertIssue(db, {
    tenantKey: 'alpha',
    publicationId: publication,
    name: 'December 2026',
    alias: 'dec-2026',
    mailDate: Date.UTC(2026, 11, 1),
  });

  ids.template = await insertNewsletterTemplate(db, {
    tenantKey: 'alpha',
    payload: {
      name: 'Alpha Daily',
      blocks: [
        { key: 'top', type: 'content_list', title: 'Top stories', styling: { showLabel: true } },
        { key: 'ad-1', type: 'native_ad', population: { position: 1 } },
        { key: 'ad-2', type: 'fixed_ad', population: { position: 2 } },
        {
          key: 'team',
          type: 'contacts',
          title: 'Our team',
          population: { contactIds: [ids.bob, ids.betaContact, ids.ann] },
        },
        { key: 'issue', type: 'issue', title: 'In print', population: { publicationId: publication } },
      ],
    },
  });
  ids.otherTemplate = await insertNewsletterTemplate(db, { tenantKey: 'alpha', payload: { name: 'Other' } });
  const t = ids.template;
  const running = { templateId: t, startDate: '2026-11-01', endDate: '2026-11-30' };
  // Position 1: Standard beats House-Reserve and House; a paused Standard and an expired one are skipped.
  ids.house = await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    payload: { title: 'House ad', priority: 1 },
    schedules: [{ ...running, position: 1 }],
  });
  ids.reserve = await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    payload: { title: 'Reserve ad', priority: 5 },
    schedules: [{ ...running, position: 1 }],
  });
  ids.standard = await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    payload: {
      title: 'Standard ad',
      priority: 10,
      companySource: 'existing',
      companyId: ids.company,
      label: 'Sponsored by [Company Name]',
    },
    schedules: [{ ...running, position: 1 }],
  });
  await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    status: 0,
    updated: Date.now() + 1000,
    payload: { title: 'Paused ad', priority: 10 },
    schedules: [{ ...running, position: 1 }],
  });
  await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    payload: { title: 'Expired ad', priority: 10 },
    schedules: [{ ...running, endDate: '2026-11-27', position: 1 }],
  });
  await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    payload: { title: 'Other template ad', priority: 10 },
    schedules: [{ ...running, templateId: ids.otherTemplate, position: 1 }],
  });
  // Position 2: two Standard display ads, the one updated last wins.
  const display = {
    placement: 'leaderboard-728x90' as const,
    priority: 10 as const,
    image: '/files/base/alpha/728.png',
  };
  await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    updated: Date.now() - 5000,
    payload: { ...display, title: 'Older leaderboard', imageAlt: 'Older' },
    schedules: [{ ...running, position: 2 }],
  });
  ids.newer = await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    updated: Date.now(),
    payload: { ...display, title: 'Newer leaderboard', imageAlt: 'Newer leaderboard image' },
    schedules: [{ ...running, position: 2 }],
  });

  ids.campaign = await insertNewsletterCampaign(db, {
    tenantKey: 'alpha',
    templateId: t,
    date,
    subject: 'Alpha Daily: diesel falls',
    blockItems: { top: [ids.story1, ids.draft, ids.betaStory, ids.story2] },
  });
});
afterAll(() => nl.suite.engine.close());

describe('resolveNewsletter', () => {
  it('fills a campaign with alpha’s published items, the winning ads, contacts and the latest issue', async () => {
    const input = await resolveNewsletter({
      ctx,
      templateId: ids.template,
      date,
      blockItems: { top: [ids.story1, ids.draft, ids.betaStory, ids.story2] },
    });
    expect(input.site).toEqual({ tenantKey: 'alpha', name: 'ALPHA', origin: 'https://alpha.example.com' });
    const [top, ad1, ad2, team, issue] = input.blocks;
    expect(top!.items.map((i) => i.id)).toEqual([ids.story1, ids.story2]);
    const story = top!.items[0]!;
    expect(story.name).toBe('Diesel "prices" & fuel fall');
    expect(story.url).toMatch(/^https:\/\/alpha\.example\.com\/diesel-prices-fuel-i-fall-i\/\d+$/);
    expect(story.imageSrc).toBe('https://alpha.example.com/files/base/alpha/story.jpg');
    expect(story.label).toBe('Breaking');
    expect(story.teaser.length).toBeLessThanOrEqual(176);
    expect(story.teaser.endsWith('…')).toBe(true);
    expect(top!.items[1]!.teaser).toBe('Short & sweet');
    expect(ad1!.ad?.id).toBe(ids.standard);
    expect(ad1!.ad?.label).toBe('Sponsored by Acme Trucks');
    expect(ad2!.ad?.id).toBe(ids.newer);
    expect(ad2!.ad?.imageSrc).toBe('https://alpha.example.com/files/base/alpha/728.png');
    expect(team!.contacts.map((c) => c.name)).toEqual(['Bob Sales', 'Ann Editor']);
    expect(issue!.issue).toMatchObject({
      name: 'November 2026',
      publicationName: 'Alpha Magazine',
      mailDate: '2026-11-28',
      url: 'https://alpha.example.com/magazine/alpha-mag/nov-2026',
    });
  });

  it('falls to lower priorities and shows nothing when no ad is scheduled for the date', async () => {
    await nl.suite.engine.db('newsletter_ads').where({ id: ids.standard }).update({ status: 0 });
    try {
      const input = await resolveNewsletter({ ctx, templateId: ids.template, date, blockItems: {} });
      expect(input.blocks[1]!.ad?.id).toBe(ids.reserve);
    } finally {
      await nl.suite.engine.db('newsletter_ads').where({ id: ids.standard }).update({ status: 1 });
    }
    const december = await resolveNewsletter({ ctx, templateId: ids.template, date: '2026-12-02', blockItems: {} });
    expect(december.blocks[1]!.ad).toBeNull();
    expect(december.blocks[4]!.issue?.name).toBe('December 2026');
  });
});

describe('renderCampaign', () => {
  it('renders the saved campaign with tracked links and the web version, under Gmail’s clip size', async () => {
    const rendered = await renderCampaign({ ctx, campaignId: ids.campaign });
    expect(rendered.subject).toBe('Alpha Daily: diesel falls');
    expect(Buffer.byteLength(rendered.html)).toBeLessThan(gmailClipBytes);
    const dom = parseEmail(rendered.html);
    expect(dom.text()).toContain('Diesel "prices" & fuel fall');
    expect(dom.text()).not.toContain('Beta secret story');
    expect(dom.text()).not.toContain('Unpublished draft');
    const link = new URL(dom.links().find((l) => l.text === 'Second story')!.href);
    expect(link.searchParams.get('utm_campaign')).toBe('alpha-daily');
    expect(link.searchParams.get('utm_content')).toBe('top');
    expect(link.searchParams.get(newsletterCampaignParam)).toBe(String(ids.campaign));
    const web = dom.links().find((l) => l.text === 'View this e-mail in your browser');
    expect(web?.href).toMatch(new RegExp(`^https://alpha\\.example\\.com/newsletter/${ids.campaign}\\?`));
    expect(rendered.text).toContain('Second story');
  });

  it('gives a recipient their own links', async () => {
    const recipient = {
      unsubscribeUrl: 'https://alpha.example.com/newsletter/unsubscribe?t=x',
      preferencesUrl: 'https://alpha.example.com/account#manage-newsletters',
    };
    const dom = parseEmail((await renderCampaign({ ctx, campaignId: ids.campaign, recipient })).html);
    expect(dom.links()).toContainEqual({ href: recipient.unsubscribeUrl, text: 'Unsubscribe' });
  });

  it('does not find another tenant’s campaign, nor any without the newsletters module', async () => {
    const betaTemplate = await insertNewsletterTemplate(nl.suite.engine.db, { tenantKey: 'beta' });
    const betaCampaign = await insertNewsletterCampaign(nl.suite.engine.db, {
      tenantKey: 'beta',
      templateId: betaTemplate,
    });
    await expect(renderCampaign({ ctx, campaignId: betaCampaign })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const gamma = (await findTenantByKey(nl.suite.engine.db, 'gamma'))!;
    await expect(
      renderCampaign({ ctx: nl.suite.engine.context({ tenant: gamma }), campaignId: ids.campaign }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('preview queries', () => {
  const query = async (
    name: string,
    input: Record<string, unknown>,
    token: string | undefined,
    tenantKey = 'alpha',
  ) => {
    const result = await nl.suite.engine.gql<
      Record<string, { subject: string; html: string; text: string; bytes: number; preheader: string }>
    >(await operationDocument(`query/newsletter/${name}`), { input }, { token, tenantKey });
    const error = result.errors?.[0] as { extensions: { code: string; fields?: string[] } } | undefined;
    return { value: result.data?.[name], code: error?.extensions.code, fields: error?.extensions.fields };
  };

  it('previews a template as it is being edited (unsaved payload), for each allowed permission', async () => {
    const payload = {
      name: 'Alpha Daily (draft)',
      preheaderBlurb: 'Draft blurb',
      blocks: [{ key: 'top', type: 'content_list', title: 'Edited title', population: { numberOfItems: 2 } }],
    };
    for (const user of ['templates', 'basic', 'campaigns']) {
      const { value, code } = await query(
        'previewNewsletterTemplate',
        { templateId: ids.template, payload, date },
        nl.tokens[user],
      );
      expect(code).toBeUndefined();
      expect(value?.preheader).toBe('Draft blurb');
      expect(value?.html).toContain('Edited title');
      expect(value?.bytes).toBe(Buffer.byteLength(value!.html));
    }
    const saved = await query('previewNewsletterTemplate', { templateId: ids.template, date }, nl.tokens.templates);
    expect(saved.value?.html).toContain('Top stories');
  });

  it('refuses an invalid payload naming the field, other users, and tenants without the module', async () => {
    const bad = await query(
      'previewNewsletterTemplate',
      { templateId: ids.template, date, payload: { name: 'x', blocks: [{ key: 'Bad Key', type: 'html' }] } },
      nl.tokens.templates,
    );
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.fields).toContain('payload.blocks.0.key');
    expect((await query('previewNewsletterTemplate', { templateId: ids.template, date }, nl.tokens.ads)).code).toBe(
      'FORBIDDEN',
    );
    expect((await query('previewNewsletterTemplate', { templateId: ids.template, date }, undefined)).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await query('previewNewsletterTemplate', { templateId: ids.template, date }, nl.tokens.gamma, 'gamma')).code,
    ).toBe('NOT_FOUND');
    expect(
      (await query('previewNewsletterTemplate', { templateId: ids.template, date }, nl.tokens.beta, 'beta')).code,
    ).toBe('NOT_FOUND');
  });

  it('previews a campaign with its unsaved subject, preheader and items', async () => {
    const { value, code } = await query(
      'previewNewsletterCampaign',
      {
        campaignId: ids.campaign,
        templateId: ids.template,
        date,
        subject: 'Edited subject',
        preheader: 'Edited preheader',
        blockItems: { top: [ids.story2, ids.betaStory] },
      },
      nl.tokens.campaigns,
    );
    expect(code).toBeUndefined();
    expect(value?.subject).toBe('Edited subject');
    expect(value?.preheader).toBe('Edited preheader');
    expect(value?.text).toContain('Second story');
    expect(value?.text).not.toContain('Diesel');
    expect(value?.html).not.toContain('Beta secret story');
    const saved = await query(
      'previewNewsletterCampaign',
      { campaignId: ids.campaign, templateId: ids.template, date },
      nl.tokens.campaigns,
    );
    expect(saved.value?.subject).toBe('Alpha Daily: diesel falls');
    expect(saved.value?.text).toContain('Diesel "prices" & fuel fall');
  });
});

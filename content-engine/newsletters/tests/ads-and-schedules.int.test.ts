import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../../testing/fixtures.ts';
import { createNewsletterSuite, type NewsletterSuite } from './newsletter-suite.ts';
import { insertNewsletterTemplate } from './newsletter-fixtures.ts';

interface Ad {
  id: number;
  title: string;
  placement: string;
  priority: number;
  status: number;
  payload: { title: string; companyId: number | null };
  schedules: { templateId: number; template: { name: string }; startDate: string; endDate: string; position: number }[];
}
interface Schedule {
  id: number;
  contentId: number;
  content: { name: string; type: string };
  template: { id: number; name: string };
  blockKey: string;
  date: string;
  sequence: number;
}

let s: NewsletterSuite;
let daily: number;
let weekly: number;
let company: number;
const asAds = { token: '' };
const asCampaigns = { token: '' };
const adPayload = (patch: Record<string, unknown> = {}) => ({
  title: 'Spring Sale',
  placement: 'sponsored-content',
  url: 'https://acme.example.com/sale',
  companyId: company,
  label: 'Sponsored by [Company Name]',
  ...patch,
});
const schedule = (templateId: number, patch: Record<string, unknown> = {}) => ({
  templateId,
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  position: 2,
  ...patch,
});

beforeAll(async () => {
  s = await createNewsletterSuite();
  asAds.token = s.tokens.ads!;
  asCampaigns.token = s.tokens.campaigns!;
  const db = s.suite.engine.db;
  daily = await insertNewsletterTemplate(db, { tenantKey: 'alpha', payload: { name: 'Daily' } });
  weekly = await insertNewsletterTemplate(db, { tenantKey: 'alpha', payload: { name: 'Weekly' } });
  company = await insertContent(db, { tenantKey: 'alpha', name: 'Acme Corp', type: 'Company' });
});
afterAll(() => s.suite.engine.close());

describe('newsletter ads', () => {
  it('stores an ad with its schedules, mirrors title, placement and priority, and announces its templates', async () => {
    let ad: Ad | undefined;
    const events = await s.suite.eventsOf(async () => {
      const result = await s.call<Ad>(
        'createNewsletterAd',
        { payload: adPayload({ priority: 5 }), schedules: [schedule(daily), schedule(weekly, { position: 7 })] },
        asAds,
      );
      expect(result.message).toBeUndefined();
      ad = result.value!;
    });
    expect(ad).toMatchObject({ title: 'Spring Sale', placement: 'sponsored-content', priority: 5, status: 1 });
    expect(ad!.schedules.map((x) => [x.template.name, x.position])).toEqual([
      ['Daily', 2],
      ['Weekly', 7],
    ]);
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'newsletter_ad',
        tags: expect.arrayContaining([`newsletter-template:${daily}`, `newsletter-template:${weekly}`]),
      },
    ]);
    const changed = await s.call<Ad>(
      'updateNewsletterAd',
      {
        id: ad!.id,
        payload: adPayload({ title: 'Summer Sale', placement: 'leaderboard-728x90' }),
        schedules: [schedule(weekly)],
      },
      asAds,
    );
    expect(changed.value).toMatchObject({ title: 'Summer Sale', placement: 'leaderboard-728x90', priority: 10 });
    expect(changed.value!.schedules.map((x) => x.templateId)).toEqual([weekly]);
    const statusOnly = await s.call<Ad>('updateNewsletterAd', { id: ad!.id, status: 0 }, asAds);
    expect([statusOnly.value!.status, statusOnly.value!.title, statusOnly.value!.schedules.length]).toEqual([
      0,
      'Summer Sale',
      1,
    ]);
    const history = await s.suite.engine
      .db('history_entries')
      .where({ entity_type: 'newsletter_ad', entity_id: String(ad!.id) })
      .pluck('action');
    expect(history).toEqual(['create', 'update', 'update']);
  });

  it('reports bad fields: the payload, the schedules, another tenant’s template or company', async () => {
    const shape = await s.call(
      'createNewsletterAd',
      {
        payload: adPayload({ title: '', placement: 'popup', url: 'ftp://x' }),
        schedules: [schedule(daily, { position: 101, startDate: '2026-12-09', endDate: '2026-12-08' })],
      },
      asAds,
    );
    expect([shape.code, shape.fields]).toEqual([
      'BAD_USER_INPUT',
      expect.arrayContaining([
        'payload.title',
        'payload.placement',
        'payload.url',
        'schedules.0.position',
        'schedules.0.endDate',
      ]),
    ]);
    const betaTemplate = await insertNewsletterTemplate(s.suite.engine.db, { tenantKey: 'beta' });
    const foreign = await s.call(
      'createNewsletterAd',
      { payload: adPayload(), schedules: [schedule(daily), schedule(betaTemplate)] },
      asAds,
    );
    expect(foreign.fields).toEqual(['schedules.1.templateId']);
    const betaCompany = await insertContent(s.suite.engine.db, {
      tenantKey: 'beta',
      name: 'Beta Corp',
      type: 'Company',
    });
    expect(
      (await s.call('createNewsletterAd', { payload: adPayload({ companyId: betaCompany }) }, asAds)).fields,
    ).toEqual(['payload.companyId']);
    const article = s.suite.a.content.newsStory;
    expect((await s.call('createNewsletterAd', { payload: adPayload({ companyId: article }) }, asAds)).fields).toEqual([
      'payload.companyId',
    ]);
  });

  it('lists with search, placement and template filters and paging', async () => {
    const add = (title: string, placement: string, templateId: number) =>
      s.call(
        'createNewsletterAd',
        { payload: adPayload({ title, placement }), schedules: [schedule(templateId)] },
        asAds,
      );
    await add('Listed Banner', 'leaderboard-728x90', daily);
    await add('Listed Native', 'sponsored-content', weekly);
    await add('Listed Logo', 'logo-300x100', daily);
    const list = async (input: Record<string, unknown>) =>
      (await s.call<{ items: Ad[]; totalCount: number }>('getNewsletterAdList', input, asAds)).value!;
    expect((await list({ search: 'listed' })).items.map((a) => a.title)).toEqual([
      'Listed Banner',
      'Listed Logo',
      'Listed Native',
    ]);
    expect((await list({ search: 'listed', templateId: daily })).items.map((a) => a.title)).toEqual([
      'Listed Banner',
      'Listed Logo',
    ]);
    expect((await list({ search: 'listed', placement: 'sponsored-content' })).items.map((a) => a.title)).toEqual([
      'Listed Native',
    ]);
    const page = await list({ search: 'listed', skip: 1, limit: 1 });
    expect([page.totalCount, page.items.map((a) => a.title)]).toEqual([3, ['Listed Logo']]);
  });

  it('deletes an ad with its schedules; only manage_newsletter_ads, only on its own tenant', async () => {
    const ad = (await s.call<Ad>('createNewsletterAd', { payload: adPayload(), schedules: [schedule(daily)] }, asAds))
      .value!;
    for (const token of ['templates', 'campaigns', 'editor'])
      for (const [name, input] of [
        ['createNewsletterAd', { payload: adPayload() }],
        ['updateNewsletterAd', { id: ad.id, status: 0 }],
        ['deleteNewsletterAd', { id: ad.id }],
        ['getNewsletterAd', { id: ad.id }],
        ['getNewsletterAdList', {}],
      ] as const)
        expect([name, (await s.call(name, input, { token: s.tokens[token] })).code]).toEqual([name, 'FORBIDDEN']);
    const beta = { token: s.tokens.beta, tenantKey: 'beta' };
    for (const [name, input] of [
      ['updateNewsletterAd', { id: ad.id, status: 0 }],
      ['deleteNewsletterAd', { id: ad.id }],
      ['getNewsletterAd', { id: ad.id }],
    ] as const)
      expect((await s.call(name, input, beta)).code).toBe('NOT_FOUND');
    const events = await s.suite.eventsOf(async () =>
      expect((await s.call('deleteNewsletterAd', { id: ad.id }, asAds)).value).toBe(true),
    );
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'newsletter_ad', tags: [`newsletter-template:${daily}`] }]);
    expect(await s.suite.engine.db('newsletter_ad_schedules').where({ ad_id: ad.id }).count('* as n')).toEqual([
      { n: 0 },
    ]);
    expect((await s.call('getNewsletterAd', { id: ad.id }, asAds)).code).toBe('NOT_FOUND');
  });
});

describe('newsletter content schedules', () => {
  it('schedules items after the date’s others, to a content list or any, for campaign managers and content editors', async () => {
    const c = s.suite.a.content;
    const add = (contentId: number, blockKey: string | undefined, token = asCampaigns.token) =>
      s.call<Schedule>(
        'scheduleNewsletterContent',
        { contentId, templateId: daily, blockKey, date: '2026-12-10' },
        { token },
      );
    const first = await add(c.newsStory, 'top');
    expect(first.value).toMatchObject({
      contentId: c.newsStory,
      content: { name: 'alpha News Story', type: 'Article' },
      template: { id: daily, name: 'Daily' },
      blockKey: 'top',
      date: '2026-12-10',
      sequence: 0,
    });
    const second = await add(c.video, undefined, s.tokens.editor!);
    expect(second.value).toMatchObject({ blockKey: '', sequence: 1 });
    expect((await add(c.newsStory, 'top')).code).toBe('CONFLICT');
    expect((await add(c.newsStory, 'note')).fields).toEqual(['blockKey']);
    expect((await add(c.newsStory, 'Top!')).fields).toEqual(['blockKey']);
    expect((await add(s.suite.b.content.newsStory, 'top')).fields).toEqual(['contentId']);
    const betaTemplate = await insertNewsletterTemplate(s.suite.engine.db, { tenantKey: 'beta' });
    const foreign = await s.call(
      'scheduleNewsletterContent',
      { contentId: c.newsStory, templateId: betaTemplate, date: '2026-12-10' },
      asCampaigns,
    );
    expect(foreign.fields).toEqual(['templateId']);
    expect(
      (
        await s.call(
          'scheduleNewsletterContent',
          { contentId: c.newsStory, templateId: daily, date: '10.12.2026' },
          asCampaigns,
        )
      ).fields,
    ).toEqual(['date']);
    for (const token of ['templates', 'ads', 'viewer'])
      expect((await add(c.featured1, 'top', s.tokens[token]!)).code).toBe('FORBIDDEN');

    const populated = await s.call<{ blockItems: Record<string, number[]> }>(
      'populateNewsletterCampaign',
      { templateId: daily, date: '2026-12-10' },
      asCampaigns,
    );
    expect(populated.value!.blockItems).toEqual({ top: [c.newsStory, c.video], more: [] });
  });

  it('lists with template, date range and name filters and paging, and unschedules', async () => {
    const c = s.suite.a.content;
    const add = (contentId: number, templateId: number, date: string) =>
      s.call<Schedule>('scheduleNewsletterContent', { contentId, templateId, date }, asCampaigns);
    await add(c.deepStory, weekly, '2026-12-20');
    await add(c.truckStory, weekly, '2026-12-21');
    const last = (await add(c.featured1, weekly, '2026-12-22')).value!;
    const list = async (input: Record<string, unknown>, token = asCampaigns.token) =>
      (await s.call<{ items: Schedule[]; totalCount: number }>('getNewsletterContentScheduleList', input, { token }))
        .value!;
    const weeklies = await list({ templateId: weekly });
    expect([weeklies.totalCount, weeklies.items.map((x) => x.date)]).toEqual([
      3,
      ['2026-12-22', '2026-12-21', '2026-12-20'],
    ]);
    expect(
      (await list({ templateId: weekly, dateFrom: '2026-12-21', dateTo: '2026-12-21' })).items.map(
        (x) => x.content.name,
      ),
    ).toEqual(['alpha Truck Story']);
    expect((await list({ search: 'DEEP' }, s.tokens.editor!)).items.map((x) => x.content.name)).toEqual([
      'alpha Deep Story',
    ]);
    const page = await list({ templateId: weekly, skip: 2, limit: 2 });
    expect([page.totalCount, page.items.map((x) => x.date)]).toEqual([3, ['2026-12-20']]);
    expect(
      (await s.call('unscheduleNewsletterContent', { id: last.id }, { token: s.tokens.beta, tenantKey: 'beta' })).code,
    ).toBe('NOT_FOUND');
    expect((await s.call('unscheduleNewsletterContent', { id: last.id }, { token: s.tokens.ads })).code).toBe(
      'FORBIDDEN',
    );
    expect((await s.call('unscheduleNewsletterContent', { id: last.id }, asCampaigns)).value).toBe(true);
    expect((await list({ templateId: weekly })).totalCount).toBe(2);
    expect((await s.call('unscheduleNewsletterContent', { id: last.id }, asCampaigns)).code).toBe('NOT_FOUND');
    const history = await s.suite.engine
      .db('history_entries')
      .where({ entity_type: 'newsletter_content_schedule', entity_id: String(last.id) })
      .pluck('action');
    expect(history).toEqual(['create', 'delete']);
  });
});

describe('the newsletters module switch for ads and content schedules', () => {
  it('answers NOT_FOUND on a tenant without the module', async () => {
    const gamma = { token: s.tokens.gamma, tenantKey: 'gamma' };
    for (const [name, input] of [
      ['createNewsletterAd', { payload: adPayload({ companyId: null, label: 'Advertisement' }) }],
      ['updateNewsletterAd', { id: 1, status: 0 }],
      ['deleteNewsletterAd', { id: 1 }],
      ['getNewsletterAd', { id: 1 }],
      ['getNewsletterAdList', {}],
      ['scheduleNewsletterContent', { contentId: 1, templateId: 1, date: '2026-12-01' }],
      ['unscheduleNewsletterContent', { id: 1 }],
      ['getNewsletterContentScheduleList', {}],
    ] as const)
      expect([name, (await s.call(name, input, gamma)).code]).toEqual([name, 'NOT_FOUND']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsletterSuite, type NewsletterSuite } from './newsletter-suite.ts';
import { insertContentSchedule, insertNewsletterCampaign, insertNewsletterTemplate } from './newsletter-fixtures.ts';

interface Campaign {
  id: number;
  templateId: number;
  template: { id: number; name: string };
  date: string;
  subject: string;
  preheader: string;
  hideOnWeb: boolean;
  status: string;
  blockItems: Record<string, number[]> | null;
  revision: number | null;
  updatedBy: string | null;
}

let s: NewsletterSuite;
let template: number;
const c = () => s.suite.a.content;
const create = async (input: Record<string, unknown> = {}) => {
  const result = await s.call<Campaign>(
    'createNewsletterCampaign',
    { templateId: template, date: '2026-11-27', subject: 'Today', ...input },
    { token: s.tokens.campaigns },
  );
  expect(result.message).toBeUndefined();
  return result.value!;
};
const asCampaigns = { token: '' };

beforeAll(async () => {
  s = await createNewsletterSuite();
  asCampaigns.token = s.tokens.campaigns!;
  template = await insertNewsletterTemplate(s.suite.engine.db, {
    tenantKey: 'alpha',
    payload: { name: 'Daily Brief' },
  });
});
afterAll(() => s.suite.engine.close());

describe('createNewsletterCampaign', () => {
  it('stores a Draft with its blocks’ items, records it and announces its page', async () => {
    const events = await s.suite.eventsOf(async () => {
      const created = await create({
        preheader: 'The news',
        blockItems: { top: [c().newsStory, c().featured1], more: [c().video] },
      });
      expect(created).toMatchObject({
        status: 'Draft',
        template: { id: template, name: 'Daily Brief' },
        preheader: 'The news',
        hideOnWeb: false,
        revision: 1,
        updatedBy: 'nl-campaigns Tester',
        blockItems: { top: [c().newsStory, c().featured1], more: [c().video] },
      });
      const history = await s.suite.engine
        .db('history_entries')
        .where({ entity_type: 'newsletter_campaign', entity_id: String(created.id) })
        .pluck('action');
      expect(history).toEqual(['create']);
    });
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'newsletter_campaign', tags: [expect.stringMatching(/^newsletter-campaign:\d+$/)] },
    ]);
  });

  it('reports bad fields: the input, the template, the blocks and their items', async () => {
    const send = (input: Record<string, unknown>) =>
      s.call(
        'createNewsletterCampaign',
        { templateId: template, date: '2026-11-27', subject: 'X', ...input },
        asCampaigns,
      );
    const shape = await send({ templateId: 0, date: '27/11/2026', subject: ' ', blockItems: { top: ['x'] } });
    expect([shape.code, shape.fields]).toEqual([
      'BAD_USER_INPUT',
      expect.arrayContaining(['templateId', 'date', 'subject', 'blockItems.top.0']),
    ]);
    const betaTemplate = await insertNewsletterTemplate(s.suite.engine.db, { tenantKey: 'beta' });
    expect((await send({ templateId: betaTemplate })).fields).toEqual(['templateId']);
    const inactive = await insertNewsletterTemplate(s.suite.engine.db, { tenantKey: 'alpha', status: 0 });
    const refused = await send({ templateId: inactive });
    expect([refused.fields, refused.message]).toEqual([['templateId'], expect.stringContaining('inactive')]);
    const blocks = await send({
      blockItems: {
        note: [c().newsStory],
        top: [c().draft, s.suite.b.content.newsStory, c().expired],
        more: [c().featured1, c().featured1],
      },
    });
    expect([blocks.code, blocks.fields]).toEqual([
      'BAD_USER_INPUT',
      ['blockItems.note', 'blockItems.top', 'blockItems.more'],
    ]);
    expect(blocks.message).toContain(`${c().draft}, ${s.suite.b.content.newsStory}, ${c().expired}`);
  });

  it('needs manage_newsletter_campaigns', async () => {
    for (const token of ['templates', 'ads', 'basic', 'editor'])
      expect(
        (
          await s.call(
            'createNewsletterCampaign',
            { templateId: template, date: '2026-11-27', subject: 'X' },
            { token: s.tokens[token] },
          )
        ).code,
      ).toBe('FORBIDDEN');
  });
});

describe('updateNewsletterCampaign and deleteNewsletterCampaign', () => {
  it('changes a draft from its revision and refuses a stale one naming who changed it', async () => {
    const campaign = await create();
    const changed = await s.call<Campaign>(
      'updateNewsletterCampaign',
      { id: campaign.id, revision: 1, subject: 'Tomorrow', blockItems: { top: [c().deepStory] } },
      asCampaigns,
    );
    expect(changed.value).toMatchObject({ subject: 'Tomorrow', revision: 2, blockItems: { top: [c().deepStory] } });
    const stale = await s.call(
      'updateNewsletterCampaign',
      { id: campaign.id, revision: 1, subject: 'Late' },
      asCampaigns,
    );
    expect([stale.code, stale.message]).toEqual([
      'CONFLICT',
      expect.stringMatching(/^Changed by nl-campaigns Tester at /),
    ]);
    const badItems = await s.call(
      'updateNewsletterCampaign',
      { id: campaign.id, blockItems: { top: [c().draft] } },
      asCampaigns,
    );
    expect(badItems.fields).toEqual(['blockItems.top']);
  });

  it('lets a sent campaign change only hideOnWeb, and never be deleted', async () => {
    const sent = await insertNewsletterCampaign(s.suite.engine.db, {
      tenantKey: 'alpha',
      templateId: template,
      status: 'Sent',
    });
    const subject = await s.call('updateNewsletterCampaign', { id: sent, subject: 'Typo fixed' }, asCampaigns);
    expect([subject.code, subject.message]).toEqual(['CONFLICT', expect.stringContaining('only "hide on web"')]);
    const hidden = await s.call<Campaign>('updateNewsletterCampaign', { id: sent, hideOnWeb: true }, asCampaigns);
    expect(hidden.value).toMatchObject({ hideOnWeb: true, status: 'Sent' });
    const sending = await insertNewsletterCampaign(s.suite.engine.db, {
      tenantKey: 'alpha',
      templateId: template,
      status: 'Sending',
    });
    for (const id of [sent, sending])
      expect((await s.call('deleteNewsletterCampaign', { id }, asCampaigns)).code).toBe('CONFLICT');
  });

  it('deletes a draft; another tenant’s user finds nothing', async () => {
    const campaign = await create();
    const beta = { token: s.tokens.beta, tenantKey: 'beta' };
    expect((await s.call('deleteNewsletterCampaign', { id: campaign.id }, beta)).code).toBe('NOT_FOUND');
    expect((await s.call('updateNewsletterCampaign', { id: campaign.id, subject: 'x' }, beta)).code).toBe('NOT_FOUND');
    expect((await s.call('getNewsletterCampaign', { id: campaign.id }, beta)).code).toBe('NOT_FOUND');
    expect((await s.call('deleteNewsletterCampaign', { id: campaign.id }, { token: s.tokens.templates })).code).toBe(
      'FORBIDDEN',
    );
    const events = await s.suite.eventsOf(async () =>
      expect((await s.call('deleteNewsletterCampaign', { id: campaign.id }, asCampaigns)).value).toBe(true),
    );
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'newsletter_campaign', tags: [`newsletter-campaign:${campaign.id}`] },
    ]);
    expect((await s.call('getNewsletterCampaign', { id: campaign.id }, asCampaigns)).code).toBe('NOT_FOUND');
  });
});

describe('campaign reads', () => {
  let other: number;
  beforeAll(async () => {
    other = await insertNewsletterTemplate(s.suite.engine.db, { tenantKey: 'alpha', payload: { name: 'Weekly' } });
    const add = (date: string, subject: string, status: string, hideOnWeb = false, templateId = other) =>
      insertNewsletterCampaign(s.suite.engine.db, { tenantKey: 'alpha', templateId, date, subject, status, hideOnWeb });
    await add('2026-10-01', 'Weekly October', 'Sent');
    await add('2026-10-08', 'Weekly hidden', 'Sent', true);
    await add('2026-10-15', 'Weekly sending', 'Sending');
    await add('2026-10-22', 'Weekly draft', 'Draft');
    await add('2026-10-29', 'Weekly scheduled', 'Scheduled');
  });

  it('lists with search, template, status and date filters and paging, newest date first', async () => {
    const list = async (input: Record<string, unknown>) =>
      (await s.call<{ items: Campaign[]; totalCount: number }>('getNewsletterCampaignList', input, asCampaigns)).value!;
    const weekly = await list({ templateId: other });
    expect([weekly.totalCount, weekly.items.map((i) => i.subject)]).toEqual([
      5,
      ['Weekly scheduled', 'Weekly draft', 'Weekly sending', 'Weekly hidden', 'Weekly October'],
    ]);
    expect((await list({ search: 'HIDDEN' })).items.map((i) => i.subject)).toEqual(['Weekly hidden']);
    expect((await list({ templateId: other, status: 'Sent' })).totalCount).toBe(2);
    expect(
      (await list({ templateId: other, dateFrom: '2026-10-08', dateTo: '2026-10-22' })).items.map((i) => i.date),
    ).toEqual(['2026-10-22', '2026-10-15', '2026-10-08']);
    const page = await list({ templateId: other, skip: 4, limit: 2 });
    expect([page.totalCount, page.items.map((i) => i.subject)]).toEqual([5, ['Weekly October']]);
    expect((await s.call('getNewsletterCampaignList', { dateFrom: 'soon' }, asCampaigns)).fields).toEqual(['dateFrom']);
    expect((await s.call('getNewsletterCampaignList', {}, { token: s.tokens.templates })).code).toBe('FORBIDDEN');
  });

  it('gives the site the sent and sending campaigns not hidden on the web, newest first, 20 at most', async () => {
    const stream = await s.call<Campaign[]>('getNewsletterCampaignStream', { templateId: other }, { token: null });
    expect(stream.value!.map((i) => i.subject)).toEqual(['Weekly sending', 'Weekly October']);
    expect(stream.value![0]).toMatchObject({ template: { name: 'Weekly' }, status: 'Sending' });
    const full = await s.suite.engine.gql<{ getNewsletterCampaignStream: Campaign[] }>(
      'query ($t: Int) { getNewsletterCampaignStream(input: { templateId: $t, limit: 1 }) { subject blockItems revision updatedBy } }',
      { t: other },
      { tenantKey: 'alpha' },
    );
    expect(full.data!.getNewsletterCampaignStream).toEqual([
      { subject: 'Weekly sending', blockItems: null, revision: null, updatedBy: null },
    ]);
    expect((await s.call('getNewsletterCampaignStream', { limit: 21 }, { token: null })).fields).toEqual(['limit']);
    for (let i = 0; i < 21; i += 1)
      await insertNewsletterCampaign(s.suite.engine.db, { tenantKey: 'alpha', templateId: template, status: 'Sent' });
    expect((await s.call<Campaign[]>('getNewsletterCampaignStream', {}, { token: null })).value).toHaveLength(20);
    expect(
      (
        await s.call<Campaign[]>(
          'getNewsletterCampaignStream',
          { templateId: other },
          { token: null, tenantKey: 'beta' },
        )
      ).value,
    ).toEqual([]);
  });
});

describe('populateNewsletterCampaign', () => {
  interface Population {
    blockItems: Record<string, number[]>;
    items: { blockKey: string; contentId: number; fromSchedule: boolean; content: { name: string } | null }[];
  }
  const populate = async (templateId: number, date: string, token = asCampaigns.token) =>
    s.call<Population>('populateNewsletterCampaign', { templateId, date }, { token });

  it('fills each block from its own schedules, then the unassigned ones in block order, then tops up from its sections or types', async () => {
    const db = s.suite.engine.db;
    const news = s.suite.a.sections.news;
    const t = await insertNewsletterTemplate(db, {
      tenantKey: 'alpha',
      payload: {
        name: 'Populated',
        blocks: [
          { key: 'top', type: 'content_list', population: { numberOfItems: 2, sectionIds: [news] } },
          { key: 'html', type: 'html' },
          { key: 'more', type: 'content_list', population: { numberOfItems: 3, contentTypes: ['Video'] } },
          { key: 'manual', type: 'content_list', population: { numberOfItems: 2, fromSchedules: false } },
        ],
      },
    });
    const date = '2026-12-01';
    const schedule = (contentId: number, blockKey: string, sequence: number, on = date) =>
      insertContentSchedule(db, { tenantKey: 'alpha', templateId: t, contentId, date: on, blockKey, sequence });
    await schedule(c().featured1, 'top', 5);
    await schedule(c().deepStory, 'more', 0);
    await schedule(c().truckStory, '', 2);
    await schedule(c().newsStory, '', 1);
    await schedule(c().featured1, '', 0);
    await schedule(c().draft, '', 0);
    await schedule(c().expired, 'more', 0);
    await schedule(c().featured2, 'manual', 0);
    await schedule(c().video, '', 0, '2026-12-02');

    const result = await populate(t, date);
    expect(result.value!.blockItems).toEqual({
      top: [c().featured1, c().newsStory],
      more: [c().deepStory, c().truckStory, c().video],
      manual: [],
    });
    expect(result.value!.items.map((i) => [i.blockKey, i.content!.name, i.fromSchedule])).toEqual([
      ['top', 'alpha Featured One', true],
      ['top', 'alpha News Story', true],
      ['more', 'alpha Deep Story', true],
      ['more', 'alpha Truck Story', true],
      ['more', 'alpha Video Story', false],
    ]);

    const unscheduled = await populate(t, '2026-12-03');
    expect(unscheduled.value!.blockItems).toEqual({
      top: [c().featured1, c().newsStory],
      more: [c().video],
      manual: [],
    });
    const blockless = await populate(t, '2026-12-02');
    expect(blockless.value!.blockItems).toEqual({ top: [c().video, c().featured1], more: [], manual: [] });

    expect((await populate(t, date, s.tokens.templates!)).code).toBe('FORBIDDEN');
    const betaTemplate = await insertNewsletterTemplate(db, { tenantKey: 'beta' });
    expect((await populate(betaTemplate, date)).code).toBe('NOT_FOUND');
    expect((await s.call('populateNewsletterCampaign', { templateId: t, date: 'today' }, asCampaigns)).fields).toEqual([
      'date',
    ]);
  });
});

describe('the newsletters module switch for campaigns', () => {
  it('answers NOT_FOUND, or an empty archive, on a tenant without the module', async () => {
    const gamma = { token: s.tokens.gamma, tenantKey: 'gamma' };
    const input = { templateId: 1, date: '2026-11-27', subject: 'X' };
    expect((await s.call('createNewsletterCampaign', input, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('updateNewsletterCampaign', { id: 1, subject: 'X' }, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('deleteNewsletterCampaign', { id: 1 }, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('getNewsletterCampaign', { id: 1 }, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('getNewsletterCampaignList', {}, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('populateNewsletterCampaign', { templateId: 1, date: '2026-11-27' }, gamma)).code).toBe(
      'NOT_FOUND',
    );
    expect((await s.call('getNewsletterCampaignStream', {}, { token: null, tenantKey: 'gamma' })).value).toEqual([]);
  });
});

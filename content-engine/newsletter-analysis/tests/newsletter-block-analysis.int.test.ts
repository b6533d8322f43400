import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNewsletterCampaign, insertNewsletterTemplate } from '../../newsletters/tests/newsletter-fixtures.ts';
import { insertNewsletterAd } from '../../newsletter-render/tests/render-fixtures.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { insertContact, insertIssue, insertPublication } from '../../testing/fixtures-catalogue.ts';
import { devToolTokens, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { newsletterBlockTypes } from '../../shared/newsletters/constants.ts';

/*
 * /admin/nl-block-analysis over three sites — alpha and beta with newsletters, gamma without —
 * on a fixed clock (noon in Chicago on 2026-11-28, so the judged week is 11-28 to 12-04), as a
 * global developer, a developer of alpha only and an editor (no manage_modules).
 */

let engine: TestEngine;
let document = '';
const tokens = { admin: '', alphaDeveloper: '', editor: '' };
const ids = { daily: 0, weekly: 0, beta: 0, ann: 0, gone: 0, publication: 0, emptyPublication: 0 };

interface Use {
  site: string;
  templateName: string;
  key: string;
  summary: string;
  sentEmpty: number;
  problems: string[];
}
interface Analysis {
  sites: { key: string }[];
  days: string[];
  blockTypes: { blockType: string; templateCount: number; blockCount: number; problemCount: number; blocks: Use[] }[];
}

async function analyse(input: Record<string, unknown>, token = tokens.admin) {
  const result = await engine.gql<{ getNewsletterBlockAnalysis: Analysis }>(
    document,
    { input },
    { token, tenantKey: 'alpha' },
  );
  return { value: result.data?.getNewsletterBlockAnalysis, code: result.errors?.[0]?.extensions.code };
}
const ofType = (analysis: Analysis, type: string) => analysis.blockTypes.find((t) => t.blockType === type)!;

beforeAll(async () => {
  engine = await createTestEngine({ now: () => Date.parse('2026-11-28T18:00:00Z') });
  const { db } = engine;
  await insertTenant(db, { key: 'alpha' });
  await insertTenant(db, { key: 'beta' });
  await insertTenant(db, { key: 'gamma', modules: ['magazine'] });
  ids.ann = await insertContact(db, { tenantKey: 'alpha', firstName: 'Ann', lastName: 'Lee' });
  ids.gone = await insertContact(db, { tenantKey: 'alpha', firstName: 'Old', lastName: 'Hand', status: 0 });
  ids.publication = await insertPublication(db, { tenantKey: 'alpha', name: 'Monthly', alias: 'monthly' });
  ids.emptyPublication = await insertPublication(db, { tenantKey: 'alpha', name: 'Annual', alias: 'annual' });
  await insertIssue(db, {
    tenantKey: 'alpha',
    publicationId: ids.publication,
    name: 'November',
    alias: 'november',
    mailDate: Date.parse('2026-11-01T00:00:00Z'),
  });
  ids.daily = await insertNewsletterTemplate(db, {
    tenantKey: 'alpha',
    payload: {
      name: 'Daily',
      blocks: [
        { key: 'top', type: 'content_list', title: 'Top', population: { sectionIds: [3], numberOfItems: 4 } },
        { key: 'sched', type: 'content_list', title: 'Scheduled only' },
        { key: 'none', type: 'content_list', title: 'Nothing', population: { fromSchedules: false } },
        { key: 'ad1', type: 'fixed_ad', title: 'Ad one', population: { position: 1 } },
        { key: 'ad2', type: 'native_ad', title: 'Ad two', population: { position: 2 } },
        { key: 'ad2b', type: 'fixed_ad', title: 'Ad two again', population: { position: 2 } },
        { key: 'people', type: 'contacts', title: 'People', population: { contactIds: [ids.ann, ids.gone] } },
        { key: 'mag', type: 'issue', title: 'Magazine', population: { publicationId: ids.publication } },
        { key: 'annual', type: 'issue', title: 'Annual', population: { publicationId: ids.emptyPublication } },
        { key: 'note', type: 'html', title: 'Note', html: '' },
      ],
    },
  });
  ids.weekly = await insertNewsletterTemplate(db, {
    tenantKey: 'alpha',
    status: 0,
    payload: { name: 'Weekly', blocks: [{ key: 'sched', type: 'content_list', title: 'Week' }] },
  });
  ids.beta = await insertNewsletterTemplate(db, {
    tenantKey: 'beta',
    payload: {
      name: 'Beta daily',
      blocks: [{ key: 'top', type: 'content_list', title: 'Top', population: { sectionIds: [9] } }],
    },
  });
  await insertNewsletterTemplate(db, {
    tenantKey: 'gamma',
    payload: { name: 'Gamma daily', blocks: [{ key: 'top', type: 'content_list', title: 'Top' }] },
  });
  // Position 1 is covered all week; position 2 from 11-30 only (two days uncovered).
  await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    payload: { title: 'House' },
    schedules: [
      { templateId: ids.daily, startDate: '2026-11-01', endDate: '2026-12-31', position: 1 },
      { templateId: ids.daily, startDate: '2026-11-30', endDate: '2026-12-31', position: 2 },
    ],
  });
  // An inactive ad covers nothing.
  await insertNewsletterAd(db, {
    tenantKey: 'alpha',
    status: 0,
    payload: { title: 'Paused' },
    schedules: [{ templateId: ids.daily, startDate: '2026-11-01', endDate: '2026-12-31', position: 2 }],
  });
  // Something is scheduled to the Weekly template's block within the week.
  const story = await insertContent(db, { tenantKey: 'alpha', type: 'Article', name: 'Story' });
  await db('newsletter_content_schedules').insert({
    tenant_key: 'alpha',
    content_id: story,
    template_id: ids.weekly,
    block_key: 'sched',
    date: '2026-12-01',
    sequence: 0,
    created: Date.now(),
  });
  // Two campaigns sent in the last 30 days, one long ago, one draft: "top" went out empty once.
  const campaigns: [string, string, Record<string, number[]>][] = [
    ['2026-11-20', 'Sent', { top: [story], sched: [] }],
    ['2026-11-27', 'Sent', { top: [], sched: [] }],
    ['2026-09-01', 'Sent', { top: [] }],
    ['2026-11-28', 'Draft', { top: [] }],
  ];
  for (const [date, status, blockItems] of campaigns)
    await insertNewsletterCampaign(db, { tenantKey: 'alpha', templateId: ids.daily, date, status, blockItems });
  document = await operationDocument('query/newsletterAnalysis/getNewsletterBlockAnalysis');
  Object.assign(tokens, await devToolTokens(engine));
});
afterAll(() => engine.close());

describe('newsletter block analysis', () => {
  it('judges the week from today in Chicago, over the sites with newsletters on', async () => {
    const { value } = await analyse({});
    expect(value!.sites.map((s) => s.key)).toEqual(['alpha', 'beta']);
    expect(value!.days).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(value!.blockTypes.map((t) => t.blockType)).toEqual([...newsletterBlockTypes]);
    expect(ofType(value!, 'passendo_ad')).toMatchObject({ templateCount: 0, blockCount: 0, blocks: [] });
  });

  it('says what fills each content list and which will go out empty', async () => {
    const lists = ofType((await analyse({ blockType: 'content_list' })).value!, 'content_list');
    expect(lists).toMatchObject({ templateCount: 3, blockCount: 5, problemCount: 2 });
    const byKey = new Map(lists.blocks.map((b) => [`${b.templateName}/${b.key}`, b]));
    expect(byKey.get('Daily/top')).toMatchObject({
      summary: '4 items from schedules, sections 3',
      sentEmpty: 1,
      problems: [],
    });
    expect(byKey.get('Daily/sched')).toMatchObject({
      sentEmpty: 2,
      problems: ['Only scheduled items fill it, and none is scheduled from 2026-11-28 to 2026-12-04.'],
    });
    expect(byKey.get('Daily/none')!.problems).toEqual([
      'Nothing fills it: it takes no scheduled items and names no sections or content types.',
    ]);
    expect(byKey.get('Weekly/sched')!.problems).toEqual([]);
    expect(byKey.get('Beta daily/top')).toMatchObject({ site: 'beta', problems: [] });
  });

  it('finds ad positions without an active ad, and two blocks on one position', async () => {
    const { value } = await analyse({ sites: ['alpha'] });
    expect(ofType(value!, 'fixed_ad').blocks.map((b) => [b.key, b.problems])).toEqual([
      ['ad1', []],
      [
        'ad2b',
        [
          'No active ad is scheduled at position 2 on 2026-11-28, 2026-11-29.',
          'Block ad2 shows position 2 too: both show the same ad.',
        ],
      ],
    ]);
    expect(ofType(value!, 'native_ad').blocks[0]!.problems).toEqual([
      'No active ad is scheduled at position 2 on 2026-11-28, 2026-11-29.',
      'Block ad2b shows position 2 too: both show the same ad.',
    ]);
  });

  it('flags contacts, publications and HTML that are gone or missing', async () => {
    const { value } = await analyse({ sites: ['alpha'], problemsOnly: true });
    expect(ofType(value!, 'contacts').blocks[0]!.problems).toEqual([
      `Contacts ${ids.gone} are missing or inactive and are left out.`,
    ]);
    expect(ofType(value!, 'issue').blocks.map((b) => [b.key, b.problems])).toEqual([
      ['annual', [`Publication ${ids.emptyPublication} has no active issue to show.`]],
    ]);
    expect(ofType(value!, 'issue')).toMatchObject({ blockCount: 2, problemCount: 1 });
    expect(ofType(value!, 'html').blocks[0]!.problems).toEqual(['The block has no HTML.']);
  });

  it('keeps a site-limited developer to their sites, and refuses without manage_modules', async () => {
    const own = await analyse({}, tokens.alphaDeveloper);
    expect(own.value!.sites.map((s) => s.key)).toEqual(['alpha']);
    expect(own.value!.blockTypes.flatMap((t) => t.blocks).every((b) => b.site === 'alpha')).toBe(true);
    expect((await analyse({ sites: ['beta'] }, tokens.alphaDeveloper)).code).toBe('FORBIDDEN');
    expect((await analyse({}, tokens.editor)).code).toBe('FORBIDDEN');
    expect((await analyse({}, '')).code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown block type, naming it', async () => {
    const { code } = await analyse({ blockType: 'hero' });
    expect(code).toBe('BAD_USER_INPUT');
  });
});

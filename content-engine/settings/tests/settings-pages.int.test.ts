import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertPerson } from '../../testing/fixtures-catalogue.ts';
import { insertAsset } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

/*
 * The smaller settings screens' writes (issue 28): the header call to action that manage_header_cta
 * alone may save, and the contacts, podcast and MEIG groups with the references the engine checks.
 */
type Mutation = 'updateHeaderCta' | 'updateSiteSettingsGroup';

let suite: WriteSuite<Mutation>;
let engine: TestEngine;
const tokens = { admin: '', ctaOnly: '', viewer: '', newsletters: '' };
const people = { alpha: 0, alphaDraft: 0, beta: 0 };
const images = { png: 0, svg: 0, beta: 0 };

const send = <T = { payload: SiteSettings }>(
  name: Mutation,
  input: Record<string, unknown>,
  { token = tokens.admin, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(name, input, { token, tenantKey });
const stored = async (tenantKey = 'alpha') =>
  (
    await engine.gql<{ getSiteSettingsPayload: { payload: SiteSettings } }>(
      'query { getSiteSettingsPayload { payload } }',
      {},
      { tenantKey },
    )
  ).data!.getSiteSettingsPayload.payload;
const saveGroup = (group: string, value: unknown, token = tokens.admin) =>
  send('updateSiteSettingsGroup', { group, value }, { token });

beforeAll(async () => {
  suite = await createWriteSuite('siteSettings', ['updateHeaderCta', 'updateSiteSettingsGroup']);
  ({ engine } = suite);
  await insertSiteSettings(engine.db, { tenantKey: 'alpha', settings: { general: { siteName: 'Alpha' } } });
  await insertSiteSettings(engine.db, { tenantKey: 'beta', settings: { general: { siteName: 'Beta' } } });
  tokens.admin = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
  tokens.ctaOnly = await cmsToken(engine, {
    username: 'cta-only',
    role: 'viewer',
    extraPermissions: ['manage_header_cta'],
    tenants: ['alpha'],
  });
  tokens.viewer = await cmsToken(engine, { username: 'viewer', role: 'viewer', tenants: ['alpha'] });
  tokens.newsletters = await cmsToken(engine, {
    username: 'newsletter-settings',
    role: 'viewer',
    extraPermissions: ['manage_newsletter_settings'],
    tenants: ['alpha'],
  });
  people.alpha = await insertPerson(engine.db, { tenantKey: 'alpha', firstName: 'Ada', lastName: 'Editor' });
  people.alphaDraft = await insertPerson(engine.db, {
    tenantKey: 'alpha',
    firstName: 'Dee',
    lastName: 'Draft',
    status: 2,
  });
  people.beta = await insertPerson(engine.db, { tenantKey: 'beta', firstName: 'Bo', lastName: 'Other' });
  images.png = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'show.PNG' });
  images.svg = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'show.svg' });
  images.beta = await insertAsset(engine.db, { tenantKey: 'beta', fileName: 'beta.png' });
});
afterAll(() => engine.close());

describe('updateHeaderCta', () => {
  it('lets a user with only manage_header_cta set the call to action, and nothing else changes', async () => {
    const before = await stored();
    const events = await suite.eventsOf(async () => {
      const { value, errors } = await send(
        'updateHeaderCta',
        { ctaText: '  Subscribe to the print edition ' },
        {
          token: tokens.ctaOnly,
        },
      );
      expect(errors).toBeUndefined();
      expect(value?.payload.header.ctaText).toBe('Subscribe to the print edition');
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'settings', tags: [changeTags.settings] }]);
    const after = await stored();
    expect(after).toEqual({ ...before, header: { ...before.header, ctaText: 'Subscribe to the print edition' } });
    expect((await stored('beta')).header.ctaText).toBe('');
    const entries: { username: string; changes: string }[] = await engine
      .db('history_entries')
      .where({ tenant_key: 'alpha', entity_type: 'site_settings' });
    expect(entries.map((e) => [e.username, JSON.parse(e.changes)])).toEqual([
      ['cta-only', [{ field: 'header.ctaText', before: '', after: 'Subscribe to the print edition' }]],
    ]);
  });

  it('gives that user no other settings write', async () => {
    const { code } = await saveGroup('header', { ctaText: 'Sneaky', logoHeight: 40 }, tokens.ctaOnly);
    expect(code).toBe('FORBIDDEN');
    expect((await stored()).header.logoHeight).toBe(35);
  });

  it('refuses users without manage_header_cta or manage_site_settings, and other tenants', async () => {
    const events = await suite.eventsOf(async () => {
      expect((await send('updateHeaderCta', { ctaText: 'x' }, { token: '' })).code).toBe('UNAUTHENTICATED');
      expect((await send('updateHeaderCta', { ctaText: 'x' }, { token: tokens.viewer })).code).toBe('FORBIDDEN');
      expect((await send('updateHeaderCta', { ctaText: 'x' }, { token: tokens.ctaOnly, tenantKey: 'beta' })).code).toBe(
        'FORBIDDEN',
      );
    });
    expect(events).toEqual([]);
  });

  it('is also open to manage_site_settings and limits the text to 500 characters', async () => {
    expect((await send('updateHeaderCta', { ctaText: '' })).value?.payload.header.ctaText).toBe('');
    const { code, message } = await send('updateHeaderCta', { ctaText: 'x'.repeat(501) });
    expect(code).toBe('BAD_USER_INPUT');
    expect(message).toBe('Invalid input. ctaText: At most 500 characters');
  });
});

describe('contacts settings', () => {
  it('stores titled groups of published persons in order', async () => {
    const groups = [
      { title: 'Editorial', contacts: [people.alpha] },
      { title: 'Sales', contacts: [] },
    ];
    const { value, errors } = await saveGroup('contacts', { groups });
    expect(errors).toBeUndefined();
    expect(value?.payload.contacts.groups).toEqual(groups);
    expect((await stored()).contacts.groups).toEqual(groups);
    expect((await stored('beta')).contacts.groups).toEqual([]);
  });

  it('needs a title and refuses persons that are drafts or of another tenant', async () => {
    expect((await saveGroup('contacts', { groups: [{ title: ' ', contacts: [] }] })).message).toBe(
      'Invalid input. value.groups.0.title: Field is required',
    );
    const { message } = await saveGroup('contacts', {
      groups: [{ title: 'Editorial', contacts: [people.alphaDraft, people.beta] }],
    });
    expect(message).toBe(
      `Invalid input. value.groups.0.contacts.0: Person ${people.alphaDraft} is not a published person of this tenant; ` +
        `value.groups.0.contacts.1: Person ${people.beta} is not a published person of this tenant`,
    );
  });
});

describe('podcast settings', () => {
  const podcast = (image: number[]) => ({
    url: 'https://podcasts.example.com/show',
    title: 'The Fleet Podcast',
    image,
    description: 'Weekly.',
    links: { apple: 'https://apple.example.com/show', spotify: '', iheart: '', podbean: '' },
  });

  it('stores the show with an image of an allowed type', async () => {
    const { value, errors } = await saveGroup('podcast', podcast([images.png]));
    expect(errors).toBeUndefined();
    expect(value?.payload.podcast).toEqual(podcast([images.png]));
  });

  it('refuses an image of another type, a second image and another tenant asset with clear messages', async () => {
    const events = await suite.eventsOf(async () => {
      expect((await saveGroup('podcast', podcast([images.svg]))).message).toBe(
        'Invalid input. value.image: The podcast image must be a png, jpg, jpeg, psd, gif, avif, ico, tiff, tif, bmp file',
      );
      expect((await saveGroup('podcast', podcast([images.png, images.svg]))).message).toBe(
        'Invalid input. value.image: The podcast image is one item at most',
      );
      expect((await saveGroup('podcast', podcast([images.beta]))).message).toBe(
        `Invalid input. value.image: Asset ${images.beta} is not in this tenant's media library`,
      );
    });
    expect(events).toEqual([]);
    expect((await stored()).podcast.image).toEqual([images.png]);
  });
});

describe('MEIG settings', () => {
  it('stores the media kit links and needs a title for an industry guide link', async () => {
    const meig = {
      mediaKitUrl: 'https://alpha.example.com/media-kit.pdf',
      editorialCalendarUrl: '/editorial-calendar',
      industryGuideTitle: '',
      industryGuideUrl: '/industry-guide',
      advertisingEmail: 'ads@alpha.example.com',
    };
    expect((await saveGroup('meig', meig)).message).toBe('Invalid input. value.industryGuideTitle: Field is required');
    const { value } = await saveGroup('meig', { ...meig, industryGuideTitle: 'Buyers Guide' });
    expect(value?.payload.meig).toEqual({ ...meig, industryGuideTitle: 'Buyers Guide' });
  });

  it('needs manage_site_settings', async () => {
    expect((await saveGroup('meig', {}, tokens.ctaOnly)).code).toBe('FORBIDDEN');
  });
});

describe('Newsletter settings', () => {
  const newsletters = {
    enabledNewsletters: [{ id: 'daily', title: 'Daily news', omedaProductId: 12 }],
  };

  it('lets manage_newsletter_settings save the newsletters group', async () => {
    const { value, errors } = await saveGroup('newsletters', newsletters, tokens.newsletters);
    expect(errors).toBeUndefined();
    expect(value?.payload.newsletters.enabledNewsletters).toEqual([
      {
        id: 'daily',
        title: 'Daily news',
        description: '',
        omedaProductId: 12,
        showAtRegistration: false,
        showInSubscribeBlock: true,
      },
    ]);
  });

  it('gives manage_newsletter_settings no other group', async () => {
    expect((await saveGroup('meig', {}, tokens.newsletters)).code).toBe('FORBIDDEN');
    expect((await saveGroup('newsletters', newsletters, tokens.viewer)).code).toBe('FORBIDDEN');
  });
});

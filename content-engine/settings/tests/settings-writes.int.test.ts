import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { defaultSiteSettings } from '../../shared/schemas/site-settings.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

type Settings = ReturnType<typeof defaultSiteSettings>;
const settingsQuery = /* GraphQL */ `
  query {
    getSiteSettingsPayload {
      tenantKey
      updated
      payload
    }
  }
`;

type Mutation = 'updateSiteSettings' | 'updateSiteSettingsGroup' | 'setMenu';

let suite: WriteSuite<Mutation>;
let engine: TestEngine;
let a: TenantFixture;
const tokens = { admin: '', alphaSettings: '', editor: '', viewer: '' };

const send = <T>(
  name: Mutation,
  input: Record<string, unknown>,
  { token = tokens.admin, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(name, input, { token, tenantKey });
const stored = async (tenantKey = 'alpha') =>
  (
    await engine.gql<{ getSiteSettingsPayload: { payload: Settings; updated: number | null } }>(
      settingsQuery,
      {},
      { tenantKey },
    )
  ).data!.getSiteSettingsPayload;
const eventsOf = (action: () => Promise<unknown>) => suite.eventsOf(action);
const document = (partial: Parameters<typeof defaultSiteSettings>[0]) =>
  defaultSiteSettings({
    general: { siteName: 'Alpha', supportedContentTypes: ['Article', 'News'] },
    googleAdManager: { basePath: 'alpha' },
    ...partial,
  });

beforeAll(async () => {
  suite = await createWriteSuite('siteSettings', ['updateSiteSettings', 'updateSiteSettingsGroup', 'setMenu']);
  ({ engine, a } = suite);
  await insertSiteSettings(engine.db, {
    tenantKey: 'alpha',
    settings: { general: { siteName: 'Alpha' }, menu: { footer: [{ label: 'About', href: '/about' }] } },
  });
  await insertSiteSettings(engine.db, { tenantKey: 'beta', settings: { general: { siteName: 'Beta' } } });
  tokens.admin = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
  tokens.alphaSettings = await cmsToken(engine, {
    username: 'alpha-settings',
    role: 'viewer',
    extraPermissions: ['manage_site_settings'],
    tenants: ['alpha'],
  });
  tokens.editor = await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] });
  tokens.viewer = await cmsToken(engine, { username: 'viewer', role: 'viewer', tenants: ['alpha'] });
});
afterAll(() => engine.close());

describe('updateSiteSettings', () => {
  it('replaces the whole document and serves it at once', async () => {
    await stored();
    const payload = document({ header: { logoHeight: 40 }, menu: { footer: [{ label: 'About', href: '/about' }] } });
    const events = await eventsOf(async () => {
      const { value, errors } = await send<{ tenantKey: string; updated: number; payload: Settings }>(
        'updateSiteSettings',
        { payload },
        { token: tokens.alphaSettings },
      );
      expect(errors).toBeUndefined();
      expect(value?.payload.header.logoHeight).toBe(40);
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'settings', tags: [changeTags.settings] }]);
    expect((await stored()).payload.header.logoHeight).toBe(40);
    expect((await stored('beta')).payload.general.siteName).toBe('Beta');
  });

  it('tags menus alone when the document changes only a menu', async () => {
    const payload = document({
      header: { logoHeight: 40 },
      menu: { footer: [{ label: 'Contact', href: '/contact' }] },
    });
    expect(await eventsOf(() => send('updateSiteSettings', { payload }))).toEqual([
      { tenantKey: 'alpha', kind: 'settings', tags: [changeTags.menus] },
    ]);
  });

  it('tags styles alone when the document changes only style settings (ADR 47)', async () => {
    const payload = document({
      header: { logoHeight: 40, backgroundColor: '#102030' },
      baseStyles: { primaryColor: '#aa0000', primaryFontFamily: 'raleway' },
      menu: { footer: [{ label: 'Contact', href: '/contact' }] },
    });
    expect(await eventsOf(() => send('updateSiteSettings', { payload }))).toEqual([
      { tenantKey: 'alpha', kind: 'settings', tags: [changeTags.styles] },
    ]);
  });

  it('reports every broken rule with the spec messages and stores nothing', async () => {
    const before = await stored();
    const payload = {
      ...document({}),
      general: { siteName: 'X', supportedContentTypes: [] },
      googleAdManager: { basePath: ' ' },
      header: { logoHeight: 50 },
      googleTagManager: { containerID: 'UA-1' },
    };
    const events = await eventsOf(async () => {
      const { code, message } = await send('updateSiteSettings', { payload });
      expect(code).toBe('BAD_USER_INPUT');
      for (const problem of [
        'payload.general.supportedContentTypes: Field is required',
        'payload.googleAdManager.basePath: Field is required',
        'payload.header.logoHeight: Logo height must be between 35 and 45',
        'payload.googleTagManager.containerID: UA-1 is not a valid GTM-ID',
      ]) {
        expect(message).toContain(problem);
      }
    });
    expect(events).toEqual([]);
    expect((await stored()).updated).toBe(before.updated);
  });

  it('refuses section references outside the tenant', async () => {
    const payload = document({
      leaders: { enabled: true, section: 999_999 },
      sectionTree: { parentSections: [a.sections.news] },
    });
    const { message } = await send('updateSiteSettings', { payload });
    expect(message).toBe('Invalid input. payload.leaders.section: Website section 999999 is not in this tenant');
  });

  it('needs manage_site_settings on the tenant', async () => {
    const payload = document({});
    const events = await eventsOf(async () => {
      expect((await send('updateSiteSettings', { payload }, { token: '' })).code).toBe('UNAUTHENTICATED');
      expect((await send('updateSiteSettings', { payload }, { token: tokens.viewer })).code).toBe('FORBIDDEN');
      expect(
        (await send('updateSiteSettings', { payload }, { token: tokens.alphaSettings, tenantKey: 'beta' })).code,
      ).toBe('FORBIDDEN');
    });
    expect(events).toEqual([]);
  });
});

describe('updateSiteSettingsGroup', () => {
  it('replaces one group and keeps the rest', async () => {
    const events = await eventsOf(async () => {
      const { value } = await send<{ payload: Settings }>('updateSiteSettingsGroup', {
        group: 'socialLinks',
        value: { facebook: 'https://facebook.com/alpha' },
      });
      expect(value?.payload.socialLinks).toMatchObject({ facebook: 'https://facebook.com/alpha', twitter: '' });
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'settings', tags: [changeTags.settings] }]);
    const { payload } = await stored();
    expect(payload.socialLinks.facebook).toBe('https://facebook.com/alpha');
    expect(payload.header.logoHeight).toBe(40);
  });

  it('names problems inside the group by the value field', async () => {
    const { code, message } = await send('updateSiteSettingsGroup', { group: 'header', value: { logoHeight: 20 } });
    expect(code).toBe('BAD_USER_INPUT');
    expect(message).toBe('Invalid input. value.logoHeight: Logo height must be between 35 and 45');
    expect((await send('updateSiteSettingsGroup', { group: 'sidebar', value: {} })).code).toBe('BAD_USER_INPUT');
  });

  it('needs manage_site_settings: view_site_settings only reads', async () => {
    const reader = await cmsToken(engine, {
      username: 'settings-reader',
      role: 'viewer',
      extraPermissions: ['view_site_settings'],
      tenants: ['alpha'],
    });
    const events = await eventsOf(async () => {
      const write = { group: 'footer', value: { copyrightText: 'Mine' } };
      expect((await send('updateSiteSettingsGroup', write, { token: '' })).code).toBe('UNAUTHENTICATED');
      expect((await send('updateSiteSettingsGroup', write, { token: reader })).code).toBe('FORBIDDEN');
      expect((await send('updateSiteSettingsGroup', write, { token: tokens.viewer })).code).toBe('FORBIDDEN');
      expect(
        (await send('updateSiteSettingsGroup', write, { token: tokens.alphaSettings, tenantKey: 'beta' })).code,
      ).toBe('FORBIDDEN');
    });
    expect(events).toEqual([]);
    expect((await stored()).payload.footer.copyrightText).toBe('');
  });

  it('starts from the defaults for a tenant without a document', async () => {
    await engine.db('site_settings').where({ tenant_key: 'beta' }).delete();
    const { value } = await send<{ payload: Settings }>(
      'updateSiteSettingsGroup',
      { group: 'useNewDesign', value: true },
      { tenantKey: 'beta' },
    );
    expect(value?.payload).toMatchObject({
      useNewDesign: true,
      general: { siteName: 'BETA' },
      googleAdManager: { basePath: 'beta' },
    });
  });
});

describe('setMenu', () => {
  it('replaces one menu, which the settings show at once', async () => {
    const links = [
      { label: 'News', href: '/news', children: [{ label: 'Industry', href: '/news/industry' }] },
      { label: 'Partner', href: 'https://partner.example.com' },
    ];
    const memo = tenantData(engine.context());
    expect((await memo.settings('alpha')).menu.hamburger).toEqual([]);
    const events = await eventsOf(async () => {
      const { value, errors } = await send('setMenu', { menu: 'hamburger', links }, { token: tokens.editor });
      expect(errors).toBeUndefined();
      expect(value).toEqual({ menu: 'hamburger', links: [{ ...links[0] }, { ...links[1], children: null }] });
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'menus', tags: [changeTags.menus] }]);
    const { payload } = await stored();
    expect(payload.menu.hamburger).toEqual(links);
    expect((await memo.settings('alpha')).menu.hamburger).toEqual(links);
    expect(payload.menu.footer).toEqual([{ label: 'Contact', href: '/contact' }]);
    expect((await stored('beta')).payload.menu.hamburger).toEqual([]);
  });

  it('validates labels, hrefs and the number of links, emitting nothing', async () => {
    const events = await eventsOf(async () => {
      expect((await send('setMenu', { menu: 'footer', links: [{ label: '', href: '/a' }] })).message).toBe(
        'Invalid input. links.0.label: Field is required',
      );
      expect(
        (await send('setMenu', { menu: 'footer', links: [{ label: 'A', href: 'www.example.com' }] })).message,
      ).toBe('Invalid input. links.0.href: Must be a URL (https://…) or a path starting with /');
      const many = Array.from({ length: 101 }, (_, i) => ({ label: `L${i}`, href: `/l${i}` }));
      expect((await send('setMenu', { menu: 'footer', links: many })).message).toBe(
        'Invalid input. links: A menu holds at most 100 links',
      );
      expect((await send('setMenu', { menu: 'sidebar', links: [] })).code).toBe('BAD_USER_INPUT');
    });
    expect(events).toEqual([]);
  });

  it('needs manage_menus on the tenant', async () => {
    expect((await send('setMenu', { menu: 'footer', links: [] }, { token: '' })).code).toBe('UNAUTHENTICATED');
    expect((await send('setMenu', { menu: 'footer', links: [] }, { token: tokens.alphaSettings })).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await send('setMenu', { menu: 'footer', links: [] }, { token: tokens.editor, tenantKey: 'beta' })).code,
    ).toBe('FORBIDDEN');
  });
});

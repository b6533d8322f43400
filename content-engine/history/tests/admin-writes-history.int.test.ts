import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { createHistoryScenario, type HistoryNode, type HistoryScenario } from './history-scenario.ts';

let s: HistoryScenario;

const mutate = async <T = { id: number }>(document: string, input: Record<string, unknown>) => {
  const result = await s.run<Record<string, T>>(`mutation/${document}`, { input });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!;
};
const latest = async (entityType: string): Promise<HistoryNode> =>
  (await s.history({ entityType, pagination: { limit: 1 } })).data!.getHistory.edges[0]!.node;
const byField = (entry: HistoryNode) => Object.fromEntries(entry.changes.map((c) => [c.field, [c.before, c.after]]));

beforeAll(async () => {
  s = await createHistoryScenario();
  await insertSiteSettings(s.engine.db, {
    tenantKey: 'alpha',
    settings: { general: { siteName: 'Alpha' }, menu: { footer: [{ label: 'About', href: '/about' }] } },
  });
});
afterAll(() => s.engine.close());

describe('site structure writes in the history', () => {
  it('records a section create with its fields', async () => {
    const { id } = await mutate('websiteSection/createWebsiteSection', {
      name: 'Fleet Tech',
      parentId: s.a.sections.news,
      description: 'Telematics',
    });
    const entry = await latest('website_section');
    expect(entry).toMatchObject({
      username: 'alice',
      tenantKey: 'alpha',
      entityId: String(id),
      action: 'create',
      at: s.clock.now,
    });
    expect(byField(entry)).toMatchObject({
      name: [null, 'Fleet Tech'],
      parentId: [null, s.a.sections.news],
      alias: [null, 'news/fleet-tech'],
      description: [null, 'Telematics'],
    });
  });

  it('records a section rename with the aliases and paths it moved', async () => {
    await mutate('websiteSection/updateWebsiteSection', { id: s.a.sections.empty, name: 'Vacant' });
    const entry = await latest('website_section');
    expect(entry).toMatchObject({ entityId: String(s.a.sections.empty), action: 'update' });
    expect(byField(entry)).toEqual({
      name: ['Empty', 'Vacant'],
      fullName: ['Empty', 'Vacant'],
      alias: ['empty', 'vacant'],
      systemAlias: ['empty', 'vacant'],
      canonicalPath: ['/empty', '/vacant'],
    });
  });

  it('records a redirect delete with what the redirect was', async () => {
    const redirect = await mutate<{ id: number; from: string; to: string }>('redirect/createRedirect', {
      from: '/old-fleet',
      to: '/news',
    });
    await mutate<boolean>('redirect/deleteRedirect', { id: redirect.id });
    const entry = await latest('redirect');
    expect(entry).toMatchObject({ entityId: String(redirect.id), action: 'delete', username: 'alice' });
    expect(entry.changes).toEqual([
      { field: 'from', before: '/old-fleet', after: null },
      { field: 'to', before: '/news', after: null },
      { field: 'code', before: 301, after: null },
    ]);
  });

  it('records a settings change as the settings fields it changed', async () => {
    await mutate('siteSettings/updateSiteSettingsGroup', {
      group: 'socialLinks',
      value: { facebook: 'https://facebook.com/alpha' },
    });
    const entry = await latest('site_settings');
    expect(entry).toMatchObject({ entityId: 'alpha', action: 'update' });
    expect(entry.changes).toEqual([{ field: 'socialLinks.facebook', before: '', after: 'https://facebook.com/alpha' }]);
  });

  it('records a menu change as its links before and after', async () => {
    await mutate('siteSettings/setMenu', { menu: 'footer', links: [{ label: 'Contact', href: '/contact' }] });
    const entry = await latest('menu');
    expect(entry).toMatchObject({ entityId: 'footer', action: 'update' });
    expect(entry.changes).toEqual([
      { field: 'links', before: [{ label: 'About', href: '/about' }], after: [{ label: 'Contact', href: '/contact' }] },
    ]);
  });

  it('records layout create, update and delete', async () => {
    const layout = await mutate('layout/createLayout', {
      name: 'Landing',
      type: 'url-override',
      aliases: ['/landing'],
    });
    await mutate('layout/updateLayout', { id: layout.id, name: 'Landing page' });
    await mutate<boolean>('layout/deleteLayout', { id: layout.id });
    const entries = (await s.history({ entityType: 'layout', entityId: String(layout.id) })).data!.getHistory.edges.map(
      (e) => e.node,
    );
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(byField(entries[1]!)).toEqual({ name: ['Landing', 'Landing page'] });
    expect(byField(entries[2]!)).toMatchObject({ name: [null, 'Landing'], aliases: [null, ['/landing']] });
  });
});

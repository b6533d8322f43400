import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsletterSuite, type NewsletterSuite } from './newsletter-suite.ts';
import { insertNewsletterCampaign, templatePayload } from './newsletter-fixtures.ts';

interface Template {
  id: number;
  name: string;
  description: string;
  status: number | null;
  payload: ReturnType<typeof templatePayload> & {
    blocks: { key: string; title: string; html: string; styling: { layout: string } }[];
    styles: { width: number };
    preheaderBlurb: string;
  };
  revision: number | null;
  updatedBy: string | null;
  campaignCount: number | null;
}

let s: NewsletterSuite;
const create = async (patch: Record<string, unknown> = {}, status?: number) =>
  (await s.call<Template>('createNewsletterTemplate', { payload: templatePayload(patch), status })).value!;
const history = (id: number) =>
  s.suite.engine
    .db('history_entries')
    .where({ entity_type: 'newsletter_template', entity_id: String(id) })
    .orderBy('id')
    .pluck('action');

beforeAll(async () => {
  s = await createNewsletterSuite();
});
afterAll(() => s.suite.engine.close());

describe('createNewsletterTemplate', () => {
  it('stores the validated payload, mirrors the name, sanitises HTML blocks, records and announces it', async () => {
    const events = await s.suite.eventsOf(async () => {
      const created = await create({
        name: '  Morning Brief ',
        blocks: [
          { key: 'top', type: 'content_list', title: 'Top' },
          {
            key: 'note',
            type: 'html',
            html: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x">y</a></p>',
          },
        ],
      });
      expect(created).toMatchObject({
        name: 'Morning Brief',
        status: 1,
        revision: 1,
        updatedBy: 'nl-templates Tester',
      });
      expect(created.payload.styles.width).toBe(700);
      const html = created.payload.blocks[1]!.html;
      expect(html).toContain('Hi');
      expect(html).not.toMatch(/script|onclick|javascript/);
      const row = await s.suite.engine.db('newsletter_templates').where({ id: created.id }).first();
      expect([row.tenant_key, row.name]).toEqual(['alpha', 'Morning Brief']);
      expect(await history(created.id)).toEqual(['create']);
    });
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'newsletter_template', tags: [expect.stringMatching(/^newsletter-template:\d+$/)] },
    ]);
  });

  it('reports bad fields of the payload by their path', async () => {
    const result = await s.call('createNewsletterTemplate', {
      payload: {
        name: '',
        styles: { width: 640 },
        blocks: [
          { key: 'Bad Key', type: 'content_list' },
          { key: 'x', type: 'nope' },
        ],
      },
    });
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.fields).toEqual(
      expect.arrayContaining(['payload.name', 'payload.styles.width', 'payload.blocks.0.key', 'payload.blocks.1.type']),
    );
    const duplicateKeys = await s.call('createNewsletterTemplate', {
      payload: templatePayload({
        blocks: [
          { key: 'a', type: 'html' },
          { key: 'a', type: 'html' },
        ],
      }),
    });
    expect([duplicateKeys.code, duplicateKeys.fields]).toEqual(['BAD_USER_INPUT', ['payload.blocks']]);
  });

  it('needs manage_newsletter_templates: basic editors, other newsletter managers and anonymous callers are refused', async () => {
    for (const token of ['basic', 'campaigns', 'ads', 'editor'])
      expect(
        (await s.call('createNewsletterTemplate', { payload: templatePayload() }, { token: s.tokens[token] })).code,
      ).toBe('FORBIDDEN');
    expect((await s.call('createNewsletterTemplate', { payload: templatePayload() }, { token: null })).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('updateNewsletterTemplate', () => {
  it('changes payload and status from the loaded revision, and refuses a stale revision naming who changed it', async () => {
    const t = await create({ name: 'Weekly' });
    const first = await s.call<Template>('updateNewsletterTemplate', {
      id: t.id,
      revision: 1,
      payload: templatePayload({ name: 'Weekly Wrap', styles: { width: 800 } }),
      status: 0,
    });
    expect(first.value).toMatchObject({ name: 'Weekly Wrap', status: 0, revision: 2 });
    expect(first.value!.payload.styles.width).toBe(800);
    const stale = await s.call('updateNewsletterTemplate', { id: t.id, revision: 1, status: 1 });
    expect(stale.code).toBe('CONFLICT');
    expect(stale.message).toMatch(/^Changed by nl-templates Tester at .+ Central time/);
    expect((await s.suite.engine.db('newsletter_templates').where({ id: t.id }).first()).status).toBe(0);
    expect(await history(t.id)).toEqual(['create', 'update']);
  });

  it('lets a basic editor change block titles, HTML, call to action, population and the preheader blurb only', async () => {
    const t = await create({ name: 'Basic' });
    const basic = (payload: ReturnType<typeof templatePayload>, status?: number) =>
      s.call<Template>('updateNewsletterTemplate', { id: t.id, payload, status }, { token: s.tokens.basic });
    const blocks = templatePayload().blocks!;
    const allowed = await basic(
      templatePayload({
        name: 'Basic',
        preheaderBlurb: 'Today in trucking',
        blocks: [
          { ...blocks[0]!, title: 'Headlines', population: { numberOfItems: 4 }, cta: { label: 'More', url: '/news' } },
          blocks[1]!,
          { ...blocks[2]!, html: '<p>New note</p>' },
        ],
      }),
    );
    expect(allowed.code).toBeUndefined();
    expect(allowed.value!.payload.blocks.map((b) => b.title)).toEqual(['Headlines', 'More news', 'Editor note']);
    for (const [payload, status, refused] of [
      [templatePayload({ name: 'Basic', styles: { width: 750 } }), undefined, 'styles'],
      [templatePayload({ name: 'Renamed' }), undefined, 'name'],
      [
        templatePayload({ name: 'Basic', deploymentSettings: { defaultSubject: 'X' } }),
        undefined,
        'deploymentSettings',
      ],
      [templatePayload({ name: 'Basic', footer: { postalAddress: '1 Main St' } }), undefined, 'footer'],
      [templatePayload({ name: 'Basic', blocks: blocks.slice(0, 2) }), undefined, 'blocks added, removed or reordered'],
      [
        templatePayload({
          name: 'Basic',
          blocks: [{ ...blocks[0]!, styling: { layout: 'grid' } }, blocks[1]!, blocks[2]!],
        }),
        undefined,
        'block top: its styling',
      ],
      [templatePayload({ name: 'Basic' }), 0, 'status'],
    ] as const) {
      const result = await basic(payload, status);
      expect([result.code, result.message]).toEqual(['FORBIDDEN', expect.stringContaining(refused)]);
    }
  });

  it('is NOT_FOUND for another tenant’s template and refuses the other permissions', async () => {
    const t = await create();
    expect(
      (await s.call('updateNewsletterTemplate', { id: t.id, status: 0 }, { token: s.tokens.beta, tenantKey: 'beta' }))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await s.call('updateNewsletterTemplate', { id: t.id, status: 0 }, { token: s.tokens.campaigns })).code,
    ).toBe('FORBIDDEN');
  });
});

describe('duplicateNewsletterTemplate and deleteNewsletterTemplate', () => {
  it('copies a template as "Copy of …"', async () => {
    const t = await create({ name: 'Original' });
    const copy = (await s.call<Template>('duplicateNewsletterTemplate', { id: t.id })).value!;
    expect(copy).toMatchObject({ name: 'Copy of Original', revision: 1 });
    expect(copy.id).not.toBe(t.id);
    expect(copy.payload.blocks).toEqual(t.payload.blocks);
    expect((await s.call('duplicateNewsletterTemplate', { id: t.id }, { token: s.tokens.basic })).code).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses to delete a template campaigns use, and deletes an unused one', async () => {
    const used = await create({ name: 'Used' });
    await insertNewsletterCampaign(s.suite.engine.db, { tenantKey: 'alpha', templateId: used.id });
    const refused = await s.call('deleteNewsletterTemplate', { id: used.id });
    expect([refused.code, refused.message]).toEqual(['CONFLICT', expect.stringContaining('used by 1 campaign')]);
    const unused = await create({ name: 'Unused' });
    expect((await s.call('deleteNewsletterTemplate', { id: unused.id }, { token: s.tokens.basic })).code).toBe(
      'FORBIDDEN',
    );
    const events = await s.suite.eventsOf(async () =>
      expect((await s.call('deleteNewsletterTemplate', { id: unused.id })).value).toBe(true),
    );
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'newsletter_template', tags: [`newsletter-template:${unused.id}`] },
    ]);
    expect(await history(unused.id)).toEqual(['create', 'delete']);
    expect((await s.call('getNewsletterTemplate', { id: unused.id })).code).toBe('NOT_FOUND');
  });
});

describe('template reads', () => {
  it('lists with search, status filter, sort and paging', async () => {
    await create({ name: 'Zeta Alerts' }, 0);
    await create({ name: 'Alpha Alerts' });
    const list = async (input: Record<string, unknown>) =>
      (await s.call<{ items: Template[]; totalCount: number }>('getNewsletterTemplateList', input)).value!;
    const alerts = await list({ search: 'alerts' });
    expect([alerts.totalCount, alerts.items.map((t) => t.name)]).toEqual([2, ['Alpha Alerts', 'Zeta Alerts']]);
    expect((await list({ search: 'alerts', status: 0 })).items.map((t) => t.name)).toEqual(['Zeta Alerts']);
    expect(
      (await list({ search: 'alerts', sort: { field: 'name', order: 'desc' }, limit: 1 })).items.map((t) => t.name),
    ).toEqual(['Zeta Alerts']);
    const second = await list({ search: 'alerts', skip: 1, limit: 1 });
    expect([second.totalCount, second.items.map((t) => t.name)]).toEqual([2, ['Zeta Alerts']]);
    expect((await list({ search: '%' })).totalCount).toBe(0);
    const basic = await s.call('getNewsletterTemplateList', { search: 'alerts' }, { token: s.tokens.basic });
    expect(basic.code).toBeUndefined();
    expect((await s.call('getNewsletterTemplateList', {}, { token: s.tokens.ads })).code).toBe('FORBIDDEN');
  });

  it('offers active templates in the stream to newsletter managers and content editors', async () => {
    const active = await create({ name: 'Streamed' });
    const inactive = await create({ name: 'Not streamed' }, 0);
    for (const token of ['campaigns', 'ads', 'editor', 'basic']) {
      const stream = await s.call<Template[]>('getNewsletterTemplateStream', null, { token: s.tokens[token] });
      const ids = stream.value!.map((t) => t.id);
      expect(ids).toContain(active.id);
      expect(ids).not.toContain(inactive.id);
    }
    expect((await s.call('getNewsletterTemplateStream', null, { token: s.tokens.viewer })).code).toBe('FORBIDDEN');
  });

  it('answers the site an active template’s public fields only, and CMS users with a newsletter permission all of it', async () => {
    const t = await create({ name: 'Public', description: 'Read me' });
    const anonymous = await s.call<Template>('getNewsletterTemplate', { id: t.id }, { token: null });
    expect(anonymous.value).toMatchObject({
      id: t.id,
      name: 'Public',
      description: 'Read me',
      payload: null,
      status: null,
    });
    const editor = await s.call<Template>('getNewsletterTemplate', { id: t.id }, { token: s.tokens.editor });
    expect(editor.value!.payload).toBeNull();
    const manager = await s.call<Template>('getNewsletterTemplate', { id: t.id }, { token: s.tokens.ads });
    expect(manager.value!.payload.name).toBe('Public');
    const inactive = await create({ name: 'Hidden' }, 0);
    expect((await s.call('getNewsletterTemplate', { id: inactive.id }, { token: null })).code).toBe('NOT_FOUND');
    expect((await s.call<Template>('getNewsletterTemplate', { id: inactive.id })).value!.status).toBe(0);
    expect((await s.call('getNewsletterTemplate', { id: t.id }, { token: null, tenantKey: 'beta' })).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('the newsletters module switch', () => {
  it('answers NOT_FOUND (selects empty) on a tenant without the module, whatever the permission', async () => {
    const gamma = { token: s.tokens.gamma, tenantKey: 'gamma' };
    expect((await s.call('createNewsletterTemplate', { payload: templatePayload() }, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('getNewsletterTemplateList', {}, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('getNewsletterTemplate', { id: 1 }, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('getNewsletterTemplate', { id: 1 }, { token: null, tenantKey: 'gamma' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await s.call('updateNewsletterTemplate', { id: 1, status: 0 }, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('duplicateNewsletterTemplate', { id: 1 }, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('deleteNewsletterTemplate', { id: 1 }, gamma)).code).toBe('NOT_FOUND');
    expect((await s.call('getNewsletterTemplateStream', null, gamma)).value).toEqual([]);
    expect(await s.suite.engine.db('newsletter_templates').where({ tenant_key: 'gamma' }).count('* as n')).toEqual([
      { n: 0 },
    ]);
  });
});

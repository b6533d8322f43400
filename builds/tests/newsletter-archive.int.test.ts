import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../content-engine/core/change-tags.ts';
import { buildTenant } from '../../content-engine/layouts/tests/two-tenants.ts';
import { insertContent, insertLayout, insertSection, insertTenant } from '../../content-engine/testing/fixtures.ts';
import { insertIssue, insertPublication } from '../../content-engine/testing/fixtures-catalogue.ts';
import { issueChangeTags } from '../../content-engine/magazines/magazine-tags.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { newsletterTemplatePayloadSchema } from '../../content-engine/shared/newsletters/template-schema.ts';
import { startBuildPipeline, type BuildPipeline } from '../pipeline.ts';
import { newsletterArchivePolicy } from '../serve/newsletter-archive.ts';
import { archiveViewDataId, archiveViewScript, archiveViewScriptSource } from '../serve/newsletter-archive-view.ts';

/*
 * The newsletter web archive (issue 31 item 5, ADR 0075): /newsletter/:campaignId and
 * /latest-newsletter/:templateId are stored like pages with the campaign's and template's tags;
 * a campaign's change (sent, edited, hidden) regenerates them and the pages whose
 * newsletter_campaigns block lists campaigns; what the site does not show (hidden on web, a
 * Draft, another tenant's campaign, a tenant without the newsletters module, a malformed id) is a
 * 404 and nothing is stored; editors' text is escaped; the archive pages run no script.
 */
const tenantKey = 'alpha';
const host = 'alpha.example.com';

let engine: TestEngine;
let pipeline: BuildPipeline;
let lastJobId = 0;
let templateId: number;
let otherTemplateId: number;
const ids: Record<'sent' | 'older' | 'hidden' | 'draft' | 'beta' | 'gamma' | 'hostile', number> = {} as never;
let hostileItemId: number;

const get = (url: string, onHost = host) => engine.app.inject({ method: 'GET', url, headers: { host: onHost } });
const builtTags = async (path: string, key = tenantKey): Promise<string[] | null> => {
  if (!(await engine.db('built_pages').where({ tenant_key: key, path }).first('path'))) return null;
  const rows: { tag: string }[] = await engine.db('built_page_tags').where({ tenant_key: key, path }).select('tag');
  return rows.map((row) => row.tag);
};

/** Waits, with a deadline, until the jobs queued since the last call are all done. */
async function settledJobs() {
  await engine.events.settled();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { jobs } = await pipeline.queue.list({ tenantKey, limit: 100 });
    const mine = jobs.filter((job) => job.id > lastJobId);
    if (mine.length && mine.every((job) => job.status === 'done' || job.status === 'failed')) {
      lastJobId = Math.max(...mine.map((job) => job.id));
      expect(mine.map((job) => job.error)).toEqual(mine.map(() => null));
      return mine;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the build queue did not settle');
}

const now = Date.now();
const day = 86_400_000;

async function insertTemplate(
  key: string,
  name: string,
  blocks: unknown[] = [{ key: 'top', type: 'content_list', title: 'Top Stories' }],
): Promise<number> {
  const payload = newsletterTemplatePayloadSchema.parse({ name, blocks });
  const [row] = await engine
    .db('newsletter_templates')
    .insert({ tenant_key: key, name, payload: JSON.stringify(payload), created: now, updated: now })
    .returning('id');
  return typeof row === 'object' ? row.id : row;
}

async function insertCampaign(
  key: string,
  template: number,
  values: { date: string; subject: string; status?: string; hideOnWeb?: boolean; items?: number[] },
): Promise<number> {
  const [row] = await engine
    .db('newsletter_campaigns')
    .insert({
      tenant_key: key,
      template_id: template,
      date: values.date,
      subject: values.subject,
      preheader: '',
      hide_on_web: values.hideOnWeb ?? false,
      status: values.status ?? 'Sent',
      block_items: JSON.stringify({ top: values.items ?? [] }),
      sent_at: (values.status ?? 'Sent') === 'Sent' ? now - day : null,
      created: now - 2 * day,
      updated: now - day,
    })
    .returning('id');
  return typeof row === 'object' ? row.id : row;
}

/** What the engine emits after a campaign write commits (content-engine/newsletters/). */
function campaignChanged(id: number) {
  engine.events.emit({
    tenantKey,
    kind: 'newsletter_campaign',
    tags: [tags.newsletterCampaign(id)],
    at: Date.now(),
  });
}

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, tenantKey);
  await buildTenant(engine.db, 'beta');
  await insertTenant(engine.db, { key: 'gamma', modules: ['search'] });
  const section = await insertSection(engine.db, { tenantKey, name: 'Newsletters', alias: 'newsletters' });
  await insertLayout(engine.db, {
    tenantKey,
    name: 'Newsletters',
    type: 'url-override',
    aliases: ['/newsletters'],
    pageType: 'section',
    primaryGrid: {
      rows: [
        {
          id: 'r',
          settings: { layout: '1' },
          columns: [
            {
              id: 'c',
              blocks: [{ id: 'b', type: 'newsletter_campaigns', settings: { title: 'Recent Issues' } }],
            },
          ],
        },
      ],
    },
  });
  expect(section).toBeGreaterThan(0);
  hostileItemId = await insertContent(engine.db, {
    tenantKey,
    name: '<img src=x onerror=alert(1)> Fleet <b>news</b>',
    canonicalPath: '/hostile-item',
  });
  templateId = await insertTemplate(tenantKey, 'Alpha Daily');
  otherTemplateId = await insertTemplate(tenantKey, 'Alpha Weekly');
  ids.older = await insertCampaign(tenantKey, templateId, { date: '2026-11-20', subject: 'Alpha Daily: older issue' });
  ids.sent = await insertCampaign(tenantKey, templateId, {
    date: '2026-11-21',
    subject: 'Alpha Daily: the sent issue',
    items: [hostileItemId],
  });
  ids.hidden = await insertCampaign(tenantKey, templateId, {
    date: '2026-11-22',
    subject: 'Alpha Daily: hidden on web',
    hideOnWeb: true,
  });
  ids.draft = await insertCampaign(tenantKey, templateId, {
    date: '2026-11-23',
    subject: 'Alpha Daily: a draft',
    status: 'Draft',
  });
  ids.hostile = await insertCampaign(tenantKey, otherTemplateId, {
    date: '2026-11-19',
    subject: '<script>alert("subject")</script> Weekly',
  });
  ids.beta = await insertCampaign('beta', await insertTemplate('beta', 'Beta Daily'), {
    date: '2026-11-24',
    subject: 'Beta only issue',
  });
  ids.gamma = await insertCampaign('gamma', await insertTemplate('gamma', 'Gamma Daily'), {
    date: '2026-11-24',
    subject: 'Gamma without the module',
  });
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'test' });
  const job = await pipeline.queue.enqueue({ tenantKey, kind: 'full', reason: 'test setup' });
  pipeline.worker.wake();
  expect((await pipeline.queue.waitUntilSettled(job.id, { timeoutMs: 120_000 })).status).toBe('done');
  lastJobId = job.id;
}, 180_000);

afterAll(async () => {
  await pipeline?.stop();
  await engine?.close();
});

describe('the newsletter web archive', () => {
  it("stores each shown campaign's page and each template's latest page with their tags", async () => {
    expect(await builtTags(`/newsletter/${ids.sent}`)).toEqual(
      expect.arrayContaining([
        tags.newsletterCampaign(ids.sent),
        tags.newsletterTemplate(templateId),
        tags.content(hostileItemId),
      ]),
    );
    expect(await builtTags(`/newsletter/${ids.older}`)).toContain(tags.newsletterCampaign(ids.older));
    expect(await builtTags(`/latest-newsletter/${templateId}`)).toEqual(
      expect.arrayContaining([tags.newsletterCampaign(ids.sent), tags.newsletterTemplate(templateId)]),
    );
    expect(await builtTags(`/latest-newsletter/${otherTemplateId}`)).toContain(
      tags.newsletterTemplate(otherTemplateId),
    );
    expect(await builtTags('/newsletters')).toContain(tags.anyNewsletterCampaign);
    for (const id of [ids.hidden, ids.draft, ids.beta, ids.gamma])
      expect(await builtTags(`/newsletter/${id}`)).toBeNull();

    const page = await get(`/newsletter/${ids.sent}`);
    expect([page.statusCode, page.headers['x-masthead-cache']]).toEqual([200, 'static']);
    expect(page.body).toContain('Alpha Daily: the sent issue');
    expect(page.body).toContain(`<link rel="canonical" href="https://alpha.example.com/newsletter/${ids.sent}">`);
    // The site's own addresses are relative on the site (they work on every domain of it); the canonical stays absolute.
    expect(page.body).not.toMatch(/(src|href)="https:\/\/alpha\.example\.com\/(?!newsletter\/\d+">)/);
    expect(page.body).toMatch(/href="\/[^"]*utm_source=/);
    const latest = await get(`/latest-newsletter/${templateId}`);
    expect(latest.statusCode).toBe(200);
    expect(latest.body).toContain('Alpha Daily: the sent issue');
    expect(latest.body).toContain(`/newsletter/${ids.sent}"`);
  });

  it('serves the archive pages with a policy of their own that runs only the page view script, and leaves the other pages as they were', async () => {
    const page = await get(`/newsletter/${ids.sent}`);
    expect(page.headers['content-security-policy']).toBe(newsletterArchivePolicy);
    // One script source: the hash of the page view's constant script, which the page carries once.
    expect(/script-src ([^;]+)/.exec(newsletterArchivePolicy)?.[1]).toBe(archiveViewScriptSource);
    expect(page.body.split(`<script>${archiveViewScript}</script>`)).toHaveLength(2);
    expect(page.body.match(/<script\b/g)).toHaveLength(2);
    const details = new RegExp(`<script type="application/json" id="${archiveViewDataId}">([^<]*)</script>`).exec(
      page.body,
    );
    expect(JSON.parse(details![1]!)).toEqual({
      pageType: 'newsletter',
      newsletterCampaignId: ids.sent,
      newsletterTemplateId: templateId,
    });
    expect(newsletterArchivePolicy).toContain("style-src 'unsafe-inline'");
    const live = await engine.app.inject({
      method: 'GET',
      url: `/latest-newsletter/${templateId}`,
      headers: { host, 'user-agent': 'test' },
    });
    expect(live.headers['content-security-policy']).toBe(newsletterArchivePolicy);
    const home = await get('/newsletters');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-security-policy']).not.toBe(newsletterArchivePolicy);
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    // A 404 under the archive's paths is the site's page, under the site's policy.
    const missing = await get(`/newsletter/${ids.draft}`);
    expect(missing.headers['content-security-policy']).not.toBe(newsletterArchivePolicy);
  });

  it('answers 404 and stores nothing for what the site does not show', async () => {
    const cases: [string, string][] = [
      [`/newsletter/${ids.hidden}`, host],
      [`/newsletter/${ids.draft}`, host],
      [`/newsletter/${ids.beta}`, host],
      [`/newsletter/${ids.gamma}`, 'gamma.example.com'],
      ['/newsletter/abc', host],
      ['/newsletter/0', host],
      [`/newsletter/0${ids.sent}`, host],
      ['/newsletter/-1', host],
      ['/newsletter/1e3', host],
      ['/newsletter/99999999999', host],
      ['/latest-newsletter/abc', host],
      ['/latest-newsletter/999999', host],
    ];
    for (const [path, onHost] of cases) {
      const response = await get(path, onHost);
      expect(response.statusCode, `${onHost}${path}`).toBe(404);
      expect(response.body).not.toContain('Beta only issue');
    }
    // beta's own campaign shows on beta.
    expect((await get(`/newsletter/${ids.beta}`, 'beta.example.com')).statusCode).toBe(200);
    const stored = await engine
      .db('built_pages')
      .where('path', 'like', '/newsletter/%')
      .orWhere('path', 'like', '/latest-newsletter/%')
      .select('tenant_key', 'path');
    const storedPaths = stored.map((row: { tenant_key: string; path: string }) => `${row.tenant_key}${row.path}`);
    for (const [path, onHost] of cases) expect(storedPaths).not.toContain(`${onHost.split('.')[0]}${path}`);
  });

  it("escapes editors' text: a subject with a script tag and an item's name with markup", async () => {
    const list = await get('/newsletters');
    expect(list.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; Weekly');
    expect(list.body).not.toContain('<script>alert("subject")');
    const archive = await get(`/newsletter/${ids.hostile}`);
    expect(archive.statusCode).toBe(200);
    expect(archive.body).not.toContain('<script>alert("subject")');
    expect(archive.body).toContain('&lt;script&gt;');
    const withItem = await get(`/newsletter/${ids.sent}`);
    expect(withItem.body).not.toContain('<img src=x onerror');
    expect(withItem.body).not.toContain('<b>news</b>');
    // The e-mail shows an item's name as plain text: its markup dropped, the rest escaped.
    expect(withItem.body).toContain('Fleet news');
    expect(withItem.body).not.toContain('onerror');
  });

  it('lists the shown campaigns newest first, linked to their pages', async () => {
    const list = (await get('/newsletters')).body;
    expect(list).toContain(`href="/newsletter/${ids.sent}"`);
    expect(list).not.toContain('hidden on web');
    expect(list).not.toContain('a draft');
    expect(list).not.toContain('Beta only issue');
    expect(list.indexOf('the sent issue')).toBeLessThan(list.indexOf('older issue'));
    expect(list).toContain('November 21, 2026');
  });

  it("regenerates a campaign's pages and the lists when it is edited", async () => {
    await engine.db('newsletter_campaigns').where({ id: ids.sent }).update({ subject: 'Alpha Daily: edited subject' });
    campaignChanged(ids.sent);
    await settledJobs();
    for (const path of [`/newsletter/${ids.sent}`, `/latest-newsletter/${templateId}`, '/newsletters']) {
      const page = await get(path);
      expect([path, page.headers['x-masthead-cache']]).toEqual([path, 'static']);
      expect(page.body, path).toContain('Alpha Daily: edited subject');
    }
  }, 120_000);

  it("builds a newly sent campaign's page, makes it its template's latest and lists it", async () => {
    const id = await insertCampaign(tenantKey, templateId, { date: '2026-11-25', subject: 'Alpha Daily: just sent' });
    campaignChanged(id);
    await settledJobs();
    expect(await builtTags(`/newsletter/${id}`)).toContain(tags.newsletterCampaign(id));
    expect((await get(`/latest-newsletter/${templateId}`)).body).toContain('Alpha Daily: just sent');
    expect((await get('/newsletters')).body).toContain('Alpha Daily: just sent');
  }, 120_000);

  it('removes the page of a campaign hidden on web and takes it off the lists', async () => {
    await engine.db('newsletter_campaigns').where({ id: ids.older }).update({ hide_on_web: true });
    campaignChanged(ids.older);
    await settledJobs();
    expect(await builtTags(`/newsletter/${ids.older}`)).toBeNull();
    expect((await get(`/newsletter/${ids.older}`)).statusCode).toBe(404);
    expect((await get('/newsletters')).body).not.toContain('older issue');
  }, 120_000);

  it("regenerates a campaign's page when the magazine issue it shows is edited or a newer one is mailed", async () => {
    const publicationId = await insertPublication(engine.db, {
      tenantKey,
      name: 'Fleet Monthly',
      alias: 'fleet-monthly',
    });
    const spot = { publicationId, path: '/magazine/fleet-monthly/x' };
    const october = await insertIssue(engine.db, {
      tenantKey,
      publicationId,
      name: 'October Print Issue',
      alias: 'october',
      mailDate: Date.parse('2026-10-01T00:00:00Z'),
    });
    const magazineTemplate = await insertTemplate(tenantKey, 'Alpha Magazine', [
      { key: 'print', type: 'issue', title: 'In print', population: { publicationId } },
    ]);
    const id = await insertCampaign(tenantKey, magazineTemplate, { date: '2026-11-18', subject: 'Alpha Magazine' });
    campaignChanged(id);
    await settledJobs();
    expect(await builtTags(`/newsletter/${id}`)).toEqual(
      expect.arrayContaining([tags.publication(publicationId), tags.issue(october)]),
    );
    expect((await get(`/newsletter/${id}`)).body).toContain('October Print Issue');

    const issueChanged = (issueId: number, before: typeof spot | null) =>
      engine.events.emit({ tenantKey, kind: 'issue', tags: issueChangeTags(issueId, before, spot), at: Date.now() });
    await engine.db('magazine_issues').where({ id: october }).update({ name: 'October Print Issue, revised' });
    issueChanged(october, spot);
    await settledJobs();
    for (const path of [`/newsletter/${id}`, `/latest-newsletter/${magazineTemplate}`]) {
      const page = await get(path);
      expect([path, page.headers['x-masthead-cache']]).toEqual([path, 'static']);
      expect(page.body, path).toContain('October Print Issue, revised');
    }

    await insertIssue(engine.db, {
      tenantKey,
      publicationId,
      name: 'November Print Issue',
      alias: 'november',
      mailDate: Date.parse('2026-11-01T00:00:00Z'),
    });
    const november = Number((await engine.db('magazine_issues').where({ alias: 'november' }).first('id')).id);
    issueChanged(november, null);
    await settledJobs();
    expect((await get(`/newsletter/${id}`)).body).toContain('November Print Issue');
    expect(await builtTags(`/newsletter/${id}`)).toContain(tags.issue(november));
  }, 180_000);

  it("fails only the page of a campaign that does not render: a full build stores the tenant's other pages and counts it as one failed page", async () => {
    const broken = await insertTemplate(tenantKey, 'Alpha Broken');
    await engine.db('newsletter_templates').where({ id: broken }).update({ payload: '{"blocks": "not a list' });
    const unrenderable = await insertCampaign(tenantKey, broken, { date: '2026-11-26', subject: 'Alpha Broken issue' });
    await engine
      .db('newsletter_campaigns')
      .where({ id: ids.sent })
      .update({ subject: 'Alpha Daily: rebuilt around it' });
    const job = await pipeline.queue.enqueue({ tenantKey, kind: 'full', reason: 'broken template' });
    pipeline.worker.wake();
    const deadline = Date.now() + 120_000;
    let failed = await pipeline.queue.get(job.id);
    while (!failed?.error && failed?.status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      failed = await pipeline.queue.get(job.id);
    }
    // The job names the campaign's two pages (and is retried, spec public §8), not the first error alone.
    expect(failed?.error).toMatch(/^2 pages failed \(\d+ stored\): /);
    expect(failed?.error).toContain(`/newsletter/${unrenderable}`);
    expect(failed?.error).toContain(`/latest-newsletter/${broken}`);
    // …while every other page of the build was rendered and stored; the failed one is a 500, never a 404.
    expect(await builtTags(`/newsletter/${unrenderable}`)).toBeNull();
    expect((await get(`/newsletter/${unrenderable}`)).statusCode).toBe(500);
    for (const path of [`/newsletter/${ids.sent}`, '/newsletters'])
      expect((await get(path)).body, path).toContain('Alpha Daily: rebuilt around it');

    // Once the campaign leaves the archive, the retried job succeeds.
    await engine.db('newsletter_campaigns').where({ id: unrenderable }).update({ hide_on_web: true });
    expect((await pipeline.queue.waitUntilSettled(job.id, { timeoutMs: 120_000 })).status).toBe('done');
    lastJobId = job.id;
  }, 180_000);
});

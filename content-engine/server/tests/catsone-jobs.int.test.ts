import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLayout } from '../../testing/fixtures.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import { blockMarkup, oneColumnGrid as grid } from '../../testing/site-markup.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';

/*
 * The catsone_jobs block (issue 30, ADR 0070) on the demo: with no CATS One key configured the
 * engine's AtsJobs port reads the jobs each tenant stored; the /leaders page lists the open ones
 * (not the closed or future ones) with https apply links; stored text is escaped, unsafe links
 * dropped, another tenant's jobs never shown, and a tenant without jobs loses the block only.
 */

let engine: TestEngine;
const now = Date.now();

const page = (path: string, tenantKey: string) =>
  engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenantKey}.localhost` } });

beforeAll(async () => {
  engine = await seededSiteEngine();
  await engine.db('ats_jobs').insert([
    {
      tenant_key: 'fleetowner',
      external_id: 'hostile',
      title: '<img src=x onerror=alert(1)> Driver & "Lead"',
      location: '<b>Gary</b>, IN',
      department: 'Ops',
      apply_url: 'javascript:alert(2)',
      posted_at: now - 60_000,
      closes_at: null,
    },
    {
      tenant_key: 'plantservices',
      external_id: 'other',
      title: 'Plant Services Only Opening',
      location: 'Houston, TX',
      department: 'Ops',
      apply_url: 'https://careers.plantservices.com/jobs/secret',
      posted_at: now - 30_000,
      closes_at: null,
    },
  ]);
  await engine.db('ats_jobs').where({ tenant_key: 'healthcareit' }).delete();
  await insertLayout(engine.db, {
    tenantKey: 'healthcareit',
    name: 'Jobs without jobs',
    type: 'url-override',
    aliases: ['/directory/suppliers'],
    pageType: 'section',
    primaryGrid: grid([
      { type: 'catsone_jobs', settings: { title: 'Careers' } },
      { type: 'rich_text', settings: { html: '<p>Still here</p>' } },
    ]),
  });
}, 300_000);

afterAll(async () => {
  await engine?.close();
});

describe('catsone_jobs from the stored jobs', () => {
  it('lists the open jobs of the tenant, newest first, escaped, with https apply links only', async () => {
    const response = await page('/leaders', 'fleetowner');
    expect(response.statusCode).toBe(200);
    const jobs = blockMarkup(response.body, 'catsone_jobs')!;
    expect(jobs).toBeDefined();
    expect(jobs).toContain('&lt;img src=x onerror=alert(1)&gt; Driver &amp; &quot;Lead&quot;');
    expect(jobs).not.toContain('<img src=x');
    expect(jobs).not.toContain('javascript:');
    expect(jobs).toContain('&lt;b&gt;Gary&lt;/b&gt;, IN');
    // The block asks for 5: the hostile one (newest) and the four newest demo openings.
    expect(jobs.match(/<li/g)).toHaveLength(5);
    expect(jobs).toContain('href="https://careers.fleetowner.com/jobs/1"');
    expect(jobs).toContain('Apply now');
    expect(jobs).not.toContain('(filled)');
    expect(jobs).not.toContain('(opens soon)');
    expect(jobs).not.toContain('Plant Services Only Opening');
    expect(jobs.indexOf('Driver')).toBeLessThan(jobs.indexOf('Senior Editor'));
    expect(describeMessages(checkHtml({ leaders: response.body }).leaders!)).toEqual([]);
  });

  it('shows each tenant its own jobs only', async () => {
    const response = await page('/leaders', 'plantservices');
    expect(response.statusCode).toBe(200);
    const jobs = blockMarkup(response.body, 'catsone_jobs')!;
    expect(jobs).toContain('Plant Services Only Opening');
    expect(jobs).not.toContain('Driver');
    expect(jobs).not.toContain('careers.fleetowner.com');
  });

  it('drops the block when the tenant has no open jobs, and keeps the rest of the page', async () => {
    const response = await page('/directory/suppliers', 'healthcareit');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('block-catsone_jobs');
    expect(response.body).toContain('Still here');
  });
});

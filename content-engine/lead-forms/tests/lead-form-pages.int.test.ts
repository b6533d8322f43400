import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFormFields } from '../../shared/lead-forms.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';

/*
 * The lead form blocks on the demo data: the seeded articles with enableRmi show the inquiry form
 * (an article of the same layout without it drops the block, spec public §5), and /contact-us
 * shows the contact form. Every page fetched must pass the Nu HTML Checker.
 */
let engine: TestEngine;
let tenantKey: string;
let rmiPath: string;
let plainPath: string;
const fetched = new Map<string, string>();

async function page(path: string): Promise<string> {
  const response = await engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenantKey}.localhost` } });
  expect(response.statusCode, path).toBe(200);
  fetched.set(path, response.body);
  return response.body;
}

const blockOf = (html: string, type: string) => {
  const start = html.indexOf(`class="block block-${type}"`);
  return start < 0 ? undefined : html.slice(start, html.indexOf('</section>', start));
};

beforeAll(async () => {
  engine = await seededSiteEngine({ seed: { tenants: 1, itemsPerTenant: 120 } });
  const layout = await engine.db('layouts').where({ name: 'Article with Inquiry Form' }).first('id', 'tenant_key');
  tenantKey = layout.tenant_key;
  const items = await engine
    .db('content')
    .where({ layout_id: layout.id, status: 1 })
    .orderBy('id')
    .select('id', 'canonical_path', 'metadata');
  expect(items.length).toBeGreaterThanOrEqual(2);
  for (const item of items) expect(JSON.parse(item.metadata).enableRmi).toBe(true);
  rmiPath = items[0].canonical_path;
  plainPath = items[1].canonical_path;
  await engine
    .db('content')
    .where({ id: items[1].id })
    .update({ metadata: JSON.stringify({ ...JSON.parse(items[1].metadata), enableRmi: false }) });
});
afterAll(async () => {
  await engine.close();
});

describe('lead form blocks', () => {
  it('shows the inquiry form on an item with enableRmi: every field, the asterisks, the radio group and the island', async () => {
    const html = blockOf(await page(rmiPath), 'inquiry_form');
    expect(html).toBeDefined();
    expect(html).toContain('Request More Information');
    expect(html).toContain('data-lead-form="inquiry"');
    for (const field of leadFormFields.inquiry) expect(html).toContain(field.label);
    expect(html).toContain('type="tel"');
    expect(html).toContain('type="radio"');
    expect(html).toContain('class="required"> *</span>');
    expect(html).toContain('client="visible"');
  });

  it('drops the inquiry form on an item without enableRmi', async () => {
    const html = await page(plainPath);
    expect(blockOf(html, 'inquiry_form')).toBeUndefined();
    expect(html).toContain('block-content_body');
  });

  it('shows the contact form on the Contact Us page', async () => {
    const html = blockOf(await page('/contact-us'), 'contact_us_form');
    expect(html).toBeDefined();
    expect(html).toContain('data-lead-form="contactUs"');
    for (const field of leadFormFields.contactUs) expect(html).toContain(field.label);
  });

  it('passes the Nu HTML Checker on every page fetched', () => {
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([path, messages]) => [path, describeMessages(messages)]))).toEqual({});
  });
});

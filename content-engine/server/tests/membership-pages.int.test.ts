import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLayout } from '../../testing/fixtures.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';

/*
 * The join and registration pages and the membership blocks, as the server renders them: only
 * for tenants with the memberships module (else 404 / dropped), noindex, the signup page only for
 * an active membership's alias, and no visitor's data in the HTML. Every page passes the Nu HTML Checker.
 */

let engine: TestEngine;
const fetched = new Map<string, string>();
const withModule = 'fleetowner';
const withoutModule = 'plantservices';
let pagePaths: Record<string, string>;

const get = (tenantKey: string, url: string) =>
  engine.app.inject({ method: 'GET', url, headers: { host: `${tenantKey}.localhost` } });

async function page(tenantKey: string, url: string, status = 200): Promise<string> {
  const response = await get(tenantKey, url);
  expect(response.statusCode, `${tenantKey} ${url}`).toBe(status);
  fetched.set(`${tenantKey} ${url}`, response.body);
  return response.body;
}

const membershipBlocks = {
  rows: [
    {
      id: 'r1',
      settings: { layout: '1' },
      columns: [
        {
          id: 'r1c1',
          settings: { blockAlignment: 'top' },
          blocks: [
            { id: 'b1', type: 'content_title', settings: {} },
            { id: 'b2', type: 'membership_overview', settings: { title: 'Our memberships' } },
            { id: 'b3', type: 'membership_signup', settings: { membershipAlias: 'insider' } },
            { id: 'b4', type: 'membership_signup', settings: { membershipAlias: 'site-license' } },
            { id: 'b5', type: 'choose_membership', settings: {} },
            { id: 'b6', type: 'site_user_complete_registration', settings: {} },
          ],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  engine = await seededSiteEngine({ seed: { tenants: 2, itemsPerTenant: 120 } });
  const modules = JSON.parse(
    (await engine.db('tenants').where({ key: withoutModule }).first('modules')).modules,
  ) as string[];
  await engine
    .db('tenants')
    .where({ key: withoutModule })
    .update({ modules: JSON.stringify(modules.filter((m) => m !== 'memberships')) });
  pagePaths = {};
  for (const tenantKey of [withModule, withoutModule]) {
    await insertLayout(engine.db, {
      tenantKey,
      name: 'Whitepaper',
      type: 'content-type-override',
      contentTypes: ['Whitepaper'],
      primaryGrid: membershipBlocks,
    });
    const item = await engine
      .db('content')
      .where({ tenant_key: tenantKey, type: 'Whitepaper', status: 1 })
      .whereNull('layout_id')
      .where('published', '<=', Date.now())
      .whereNull('expires')
      .orderBy('id')
      .first('canonical_path');
    pagePaths[tenantKey] = item.canonical_path;
  }
}, 300_000);

afterAll(async () => {
  await engine?.close();
});

describe('the join and registration pages', () => {
  it('render, noindex, for a tenant with the memberships module', async () => {
    for (const url of ['/membership/choose', '/membership/signup/free', '/account/complete-registration']) {
      expect(await page(withModule, url)).toContain('<meta name="robots" content="noindex"');
    }
    expect(await page(withModule, '/membership/signup/insider')).toContain('Join: FleetOwner Insider');
  });

  it('answer 404 for an inactive or unknown membership and for a tenant without the module', async () => {
    expect(await page(withModule, '/membership/signup/site-license', 404)).toContain('404 - Page Not Found');
    await page(withModule, '/membership/signup/nothing', 404);
    for (const url of ['/membership/choose', '/membership/signup/free', '/account/complete-registration'])
      await page(withoutModule, url, 404);
  });

  it("carry no visitor's data: the registration link is read in the browser", async () => {
    const html = await page(withModule, '/account/complete-registration?id=some-link-hash');
    expect(html).not.toContain('some-link-hash');
    expect(html).toContain('Loading…');
  });
});

describe('the membership blocks', () => {
  it('list the offered memberships, sign up for the named one and drop one for a membership not offered', async () => {
    const html = await page(withModule, pagePaths[withModule]!);
    expect(html).toContain('href="/membership/signup/free"');
    expect(html).toContain('href="/membership/signup/insider"');
    expect(html).not.toContain('href="/membership/signup/site-license"');
    expect(html.match(/class="block block-membership_signup"/g)).toHaveLength(1);
    expect(html).toContain('Join: FleetOwner Insider');
    expect(html).toContain('block-choose_membership');
    expect(html).toContain('block-site_user_complete_registration');
  });

  it('are dropped for a tenant without the memberships module', async () => {
    const html = await page(withoutModule, pagePaths[withoutModule]!);
    for (const type of [
      'membership_overview',
      'membership_signup',
      'choose_membership',
      'site_user_complete_registration',
    ])
      expect(html).not.toContain(`block-${type}`);
  });
});

describe('markup', () => {
  it('passes the Nu HTML Checker on every page fetched', () => {
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([name, messages]) => [name, describeMessages(messages)]))).toEqual({});
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { insertAsset } from '../../testing/fixtures.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';

/*
 * The editor's type-specific fields end to end through the engine: each new field of a company,
 * an event and an apparatus round-trips through createContent and getContentForEdit and shows on
 * the item's site page (the demo's Directory, Events and Fire Service layouts); bad values are
 * refused naming the field; the fire-service types only on the tenant configured for them
 * (fleetowner in the demo), and nothing of another tenant can be linked.
 */

let engine: TestEngine;
let token: string;
const documents = new Map<string, string>();
/** Every page fetched, for the Nu HTML Checker. */
const fetched = new Map<string, string>();

type Item = Record<string, unknown> & { id: number; canonicalPath: string };
interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions: { code: string; fields?: string[] } }[];
}

async function run<T = Record<string, Item>>(
  name: string,
  variables: Record<string, unknown>,
  tenantKey = 'fleetowner',
): Promise<Answer<T>> {
  if (!documents.has(name))
    documents.set(name, (await engine.app.inject({ method: 'GET', url: `/graphql/${name}.gql` })).body);
  return engine.gql<T>(documents.get(name)!, variables, { tenantKey, token });
}

async function createPublished(input: Record<string, unknown>, tenantKey = 'fleetowner'): Promise<Item> {
  const created = await run('mutation/content/createContent', { input: { ...input, status: 'PUBLISHED' } }, tenantKey);
  expect(created.errors).toBeUndefined();
  return created.data!.createContent!;
}

async function sitePage(path: string, tenantKey = 'fleetowner'): Promise<string> {
  const response = await engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenantKey}.localhost` } });
  expect(response.statusCode, path).toBe(200);
  fetched.set(`${tenantKey} ${path}`, response.body);
  return response.body;
}

const sectionOf = async (tenantKey: string) =>
  Number(
    (await engine.db('website_sections').where({ tenant_key: tenantKey, alias: 'directory/companies' }).first('id')).id,
  );

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 2, itemsPerTenant: 40 });
  const admin = await insertCmsUser(engine.db, { username: 'types-admin', role: 'administrator', isGlobal: true });
  token = (await loginAs(engine.context(), admin)).bearerToken;
}, 120_000);
afterAll(() => engine?.close());

describe('company and contact fields', () => {
  it('round-trips address, phone, fax, e-mail, website, social links and ordered key contacts, and shows them on the page', async () => {
    const section = await sectionOf('fleetowner');
    const first = await createPublished({
      type: 'Contact',
      name: 'Dana Whitfield',
      primarySectionId: section,
      metadata: { jobTitle: 'VP Sales', phone: '312-555-0142' },
    });
    const second = await createPublished({ type: 'Contact', name: 'Omar Castillo', primarySectionId: section });
    const company = await createPublished({
      type: 'Company',
      name: 'Ridgeline Fleet Systems',
      primarySectionId: section,
      linkUrl: 'https://ridgeline.example.com',
      address: { address1: '400 W Lake St', city: 'Chicago', region: 'IL', postalCode: '60606', country: 'US' },
      metadata: {
        phone: '+1 (312) 555-0100',
        fax: '+1 (312) 555-0101',
        email: 'sales@ridgeline.example.com',
        socialLinks: {
          linkedin: 'https://www.linkedin.com/company/ridgeline',
          youtube: 'https://www.youtube.com/@ridgeline',
        },
        keyContactIds: [second.id, first.id],
      },
    });

    const read = await run<{ getContent: Item }>('query/content/getContentForEdit', { id: company.id });
    expect(read.data!.getContent).toMatchObject({
      address: { address1: '400 W Lake St', city: 'Chicago', region: 'IL', postalCode: '60606', country: 'US' },
      linkUrl: 'https://ridgeline.example.com',
      metadata: {
        phone: '+1 (312) 555-0100',
        fax: '+1 (312) 555-0101',
        email: 'sales@ridgeline.example.com',
        socialLinks: {
          linkedin: 'https://www.linkedin.com/company/ridgeline',
          youtube: 'https://www.youtube.com/@ridgeline',
        },
        keyContactIds: [second.id, first.id],
      },
    });

    const html = await sitePage(company.canonicalPath);
    expect(html).toContain('400 W Lake St');
    expect(html).toContain('Chicago, IL 60606');
    expect(html).toContain('href="tel:+13125550100"');
    expect(html).toContain('href="mailto:sales@ridgeline.example.com"');
    expect(html).toContain('https://www.linkedin.com/company/ridgeline');
    expect(html).toContain('ridgeline.example.com');
    // Key contacts in the editor's order.
    expect(html.indexOf('Omar Castillo')).toBeGreaterThan(0);
    expect(html.indexOf('Omar Castillo')).toBeLessThan(html.indexOf('Dana Whitfield'));
  });

  it('refuses a bad e-mail, phone or social link naming each field, and stores nothing', async () => {
    const before = await engine.db('content').where({ tenant_key: 'fleetowner' }).count({ n: '*' }).first();
    const answer = await run('mutation/content/createContent', {
      input: {
        type: 'Company',
        name: 'Bad Fields Inc',
        metadata: { email: 'sales at example', phone: '12', socialLinks: { twitter: 'javascript:alert(1)' } },
      },
    });
    expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions.fields).toEqual([
      'metadata.phone',
      'metadata.email',
      'metadata.socialLinks.twitter',
    ]);
    const after = await engine.db('content').where({ tenant_key: 'fleetowner' }).count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});

describe('event dates', () => {
  it('shows an end of business day as 5:00 PM Chicago time on the event page', async () => {
    const section = Number(
      (await engine.db('website_sections').where({ tenant_key: 'fleetowner', alias: 'resources/events' }).first('id'))
        .id,
    );
    const event = await createPublished({
      type: 'Event',
      name: 'Fleet Safety Summit',
      primarySectionId: section,
      startDate: Date.parse('2026-11-02T15:00:00Z'),
      // 2026-11-03 end of business day in Chicago (standard time): 23:00 UTC.
      endDate: Date.parse('2026-11-03T23:00:00Z'),
      venue: { name: 'McCormick Place', city: 'Chicago', region: 'IL' },
    });
    const html = await sitePage(event.canonicalPath);
    expect(html).toContain('Nov. 3, 2026, 5:00 PM CST');
    expect(html).toContain('Nov. 2, 2026, 9:00 AM CST');
    expect(html).toContain('McCormick Place, Chicago, IL');
  });
});

describe('the fire-service types', () => {
  it('creates an apparatus on the configured tenant and shows its specifications', async () => {
    const section = await sectionOf('fleetowner');
    const apparatus = await createPublished({
      type: 'Apparatus',
      name: 'Joliet Fire Department Tower 1',
      primarySectionId: section,
      metadata: {
        apparatus: {
          department: 'Joliet Fire Department',
          manufacturer: 'Pierce',
          model: 'Ascendant',
          year: 2026,
          aerialFeet: 107,
          kind: 'Tower / Platform',
        },
      },
    });
    const read = await run<{ getContent: Item }>('query/content/getContentForEdit', { id: apparatus.id });
    expect(read.data!.getContent).toMatchObject({
      type: 'Apparatus',
      metadata: { apparatus: { year: 2026, aerialFeet: 107 } },
    });
    const html = await sitePage(apparatus.canonicalPath);
    expect(html).toContain('Joliet Fire Department');
    expect(html).toContain('107 ft.');
    expect(html).toContain('Ascendant');
  });

  it('refuses Apparatus and InQuarters on a tenant not configured for them, also by changing a type', async () => {
    for (const type of ['Apparatus', 'InQuarters']) {
      const answer = await run(
        'mutation/content/createContent',
        { input: { type, name: 'Not here' } },
        'plantservices',
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['type'] });
    }
    const article = await engine.db('content').where({ tenant_key: 'plantservices', type: 'Article' }).first('id');
    const changed = await run(
      'mutation/content/updateContent',
      { input: { id: Number(article.id), type: 'Apparatus' } },
      'plantservices',
    );
    expect(changed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['type'] });
    expect(
      await engine.db('content').where({ tenant_key: 'plantservices', type: 'Apparatus' }).first(),
    ).toBeUndefined();
  });

  it('tells the admin which tenant has them', async () => {
    const answer = await run<{ getTenantInfo: { tenantKey: string; extraContentTypes: string[] }[] }>(
      'query/getTenantInfo',
      {},
    );
    const byKey = Object.fromEntries(answer.data!.getTenantInfo.map((t) => [t.tenantKey, t.extraContentTypes]));
    expect(byKey).toMatchObject({ fleetowner: ['Apparatus', 'InQuarters'], plantservices: [] });
  });
});

describe('SEO, ad exclusions and the document', () => {
  it('puts the canonical URL and noindex in the head, and keeps the ad exclusions', async () => {
    const section = await sectionOf('fleetowner');
    const item = await createPublished({
      type: 'Article',
      name: 'Syndicated Brake Story',
      primarySectionId: section,
      excludeAds: { reskinAd: true, welcomeAd: true },
      metadata: { description: 'Brakes, explained.', canonicalUrl: 'https://origin.example.com/brakes', noindex: true },
    });
    const html = await sitePage(item.canonicalPath);
    expect(html).toContain('<link rel="canonical" href="https://origin.example.com/brakes">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('content="Brakes, explained."');
    const read = await run<{ getContent: Item }>('query/content/getContentForEdit', { id: item.id });
    expect(read.data!.getContent.excludeAds).toEqual({ reskinAd: true, welcomeAd: true });
  });

  it('takes a document of the media library with its asset id, and refuses any other address', async () => {
    const asset = await insertAsset(engine.db, {
      tenantKey: 'fleetowner',
      type: 'File',
      src: '/files/fleetowner/files/brake-guide.pdf',
    });
    const doc = await createPublished({
      type: 'Document',
      name: 'Brake Guide',
      primarySectionId: await sectionOf('fleetowner'),
      file: {
        src: '/files/fleetowner/files/brake-guide.pdf',
        fileName: 'brake-guide.pdf',
        mimeType: 'application/pdf',
        assetId: asset,
      },
    });
    const read = await run<{ getContent: Item }>('query/content/getContentForEdit', { id: doc.id });
    expect(read.data!.getContent.file).toEqual({
      src: '/files/fleetowner/files/brake-guide.pdf',
      fileName: 'brake-guide.pdf',
      mimeType: 'application/pdf',
      assetId: asset,
    });
    const bad = await run('mutation/content/updateContent', {
      input: { id: doc.id, file: { src: 'javascript:alert(1)' } },
    });
    expect(bad.errors?.[0]?.extensions.fields).toEqual(['file.src']);
  });
});

describe('a digital edition (zmag page)', () => {
  it('gates the item by membership and cuts its body for anonymous readers; refuses an unsafe Zmags id', async () => {
    const item = await createPublished({
      type: 'Document',
      name: 'November Digital Edition',
      primarySectionId: await sectionOf('fleetowner'),
      body: '<p>First page of the edition.</p><p>Second page, members only.</p><p>Third page.</p>',
      metadata: { zmagId: 'fo-2026-11' },
    });
    const html = await sitePage(item.canonicalPath);
    expect(html).toContain('First page of the edition.');
    expect(html).not.toContain('Third page.');
    const bad = await run('mutation/content/updateContent', {
      input: { id: item.id, metadata: { zmagId: '"><script>alert(1)</script>' } },
    });
    expect(bad.errors?.[0]?.extensions.fields).toEqual(['metadata.zmagId']);
  });
});

describe('tenant isolation of the new fields', () => {
  it('links no key contact, venue document or asset of another tenant', async () => {
    const beta = await engine.db('content').where({ tenant_key: 'plantservices', type: 'Contact' }).first('id');
    const answer = await run('mutation/content/createContent', {
      input: { type: 'Company', name: 'Cross Tenant Co', metadata: { keyContactIds: [Number(beta.id)] } },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: ['metadata.keyContactIds'],
    });
    const betaAsset = await insertAsset(engine.db, {
      tenantKey: 'plantservices',
      type: 'File',
      src: '/files/plantservices/x.pdf',
    });
    const file = await run('mutation/content/createContent', {
      input: {
        type: 'Document',
        name: 'Cross Tenant Doc',
        file: { src: '/files/plantservices/x.pdf', assetId: betaAsset },
      },
    });
    expect(file.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['file.assetId'] });
    // A fleetowner article is not a contact either.
    const article = await engine.db('content').where({ tenant_key: 'fleetowner', type: 'Article' }).first('id');
    const notContact = await run('mutation/content/createContent', {
      input: { type: 'Company', name: 'Wrong Type Co', metadata: { keyContactIds: [Number(article.id)] } },
    });
    expect(notContact.errors?.[0]?.extensions.fields).toEqual(['metadata.keyContactIds']);
  });
});

describe('the pages of the new fields', () => {
  it('renders the seeded station features, and every page fetched passes the Nu HTML Checker', async () => {
    const station = await engine.db('content').where({ tenant_key: 'fleetowner', type: 'InQuarters' }).first();
    const html = await sitePage(station.canonical_path);
    expect(html).toContain('block-content_details');
    expect(html).toContain('Apparatus bays');
    expect(fetched.size).toBeGreaterThanOrEqual(5);
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(([, messages]) => messages.length);
    expect(Object.fromEntries(failures.map(([page, messages]) => [page, describeMessages(messages)]))).toEqual({});
  });
});

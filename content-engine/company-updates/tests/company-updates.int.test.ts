import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkLifetimeMs, linkMessages } from '../links.ts';
import { moduleOffMessage } from '../company-update-access.ts';
import {
  captcha,
  companyUpdatesScenario,
  notifyAddress,
  pngLogo,
  type CompanyUpdatesScenario,
} from './company-updates-scenario.ts';
import {
  contentDoc,
  editDoc,
  formDoc,
  getDoc,
  publishDoc,
  rejectDoc,
  requestDoc,
  streamDoc,
  submitDoc,
} from './documents.ts';

type Update = {
  id: number;
  status: string;
  company: { id: number; updated: number; logoSrc: string | null };
  submitted: Record<string, unknown> & { logo: { src: string } | null };
  current: Record<string, unknown>;
};

let s: CompanyUpdatesScenario;
beforeAll(async () => {
  s = await companyUpdatesScenario();
}, 60_000);
afterAll(() => s?.close());

const code = (result: { errors?: { extensions: { code: string } }[] }) => result.errors?.[0]?.extensions.code;

/** Requests an update of alpha's company (or `companyId` of `tenantKey`) and returns the e-mailed link's token. */
async function requestLink({ tenantKey = 'alpha', companyId = 0, email = 'marketing@acme.example' } = {}) {
  const token = tenantKey === 'beta' ? s.tokens.betaEditor : s.tokens.alphaEditor;
  const id = companyId || s.companies[tenantKey as 'alpha' | 'beta'];
  const result = await s.gql<{ requestCompanyUpdates: Update[] }>(
    requestDoc,
    { input: { requests: [{ companyId: id, email }] } },
    { tenantKey, token },
  );
  expect(result.errors).toBeUndefined();
  return { update: result.data!.requestCompanyUpdates[0]!, link: s.linkToken(await s.smtp.nextTo(email)) };
}

const submission = (hash: string, extra: Record<string, unknown> = {}) => ({
  input: {
    hash,
    description: '<p>New <strong>description</strong>.</p><script>alert(1)</script>',
    address1: '200 New Street',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    country: 'US',
    phone: '+1 214 555 0199',
    website: 'https://acme.example.com',
    socialLinks: { linkedin: 'https://www.linkedin.com/company/acme' },
    keyContacts: [{ name: 'Dana Diesel', title: 'CMO', email: 'dana@acme.example' }],
    products: 'Class 8 trucks.',
    news: 'Acme opens a Dallas plant.',
    submitterName: 'Dana Diesel',
    submitterEmail: 'dana@acme.example',
    recaptchaToken: captcha,
    ...extra,
  },
});

describe('company updates', () => {
  it('e-mails a link, shows the current profile, takes the submission, notifies the editors and publishes it onto the company', async () => {
    const { update, link } = await requestLink();
    expect(update).toMatchObject({ status: 'requested', submitted: null });
    expect(link.length).toBeGreaterThanOrEqual(43);
    // Only the hash of the link is stored.
    const row = await s.engine.db('company_updates').where({ id: update.id }).first();
    expect(JSON.stringify(row)).not.toContain(link);

    const form = await s.gql<{ getCompanyUpdateForm: { companyName: string; current: Record<string, unknown> } }>(
      formDoc,
      { hash: link },
    );
    expect(form.data?.getCompanyUpdateForm).toMatchObject({
      companyName: 'alpha Trucks',
      current: {
        description: '<p>Old description.</p>',
        address1: '1 Old Road',
        phone: '+1 312 555 0100',
        website: 'https://old.example.com',
      },
    });

    const submitted = await s.gql(
      submitDoc,
      submission(link, { logo: { fileName: 'acme.png', mimeType: 'image/png', data: await pngLogo() } }),
    );
    expect(submitted.errors).toBeUndefined();
    const notice = await s.smtp.nextTo(notifyAddress);
    expect(notice.subject).toBe('alpha Weekly: alpha Trucks sent a company update');
    expect(notice.text).toContain(`/admin/company-updates/${update.id}`);

    const detail = await s.gql<{ getCompanyUpdate: Update }>(
      getDoc,
      { id: update.id },
      { token: s.tokens.alphaEditor },
    );
    const got = detail.data!.getCompanyUpdate;
    expect(got.status).toBe('submitted');
    expect(got.submitted.description).toBe('<p>New <strong>description</strong>.</p>');
    expect(got.submitted.logo?.src).toMatch(/^\/files\/alpha\//);
    expect(got.current.description).toBe('<p>Old description.</p>');

    // The editor corrects a field, then publishes.
    const edited = await s.gql<{ updateCompanyUpdate: Update }>(
      editDoc,
      {
        input: {
          id: update.id,
          ...submission(link).input,
          hash: undefined,
          submitterName: undefined,
          submitterEmail: undefined,
          recaptchaToken: undefined,
          products: 'Class 8 and electric trucks.',
        },
      },
      { token: s.tokens.alphaEditor },
    );
    expect(edited.errors).toBeUndefined();
    const eventsBefore = s.engine.emitted.length;
    const published = await s.gql<{ publishCompanyUpdate: Update }>(
      publishDoc,
      { id: update.id },
      { token: s.tokens.alphaEditor },
    );
    expect(published.errors).toBeUndefined();
    expect(published.data?.publishCompanyUpdate.status).toBe('published');

    const company = await s.gql<{ getContent: Record<string, unknown> & { primaryImage: { isLogo: boolean } } }>(
      contentDoc,
      { id: s.companies.alpha },
      { token: s.tokens.alphaEditor },
    );
    expect(company.data?.getContent).toMatchObject({
      body: '<p>New <strong>description</strong>.</p>',
      linkUrl: 'https://acme.example.com',
      address: { address1: '200 New Street', city: 'Dallas', state: 'TX' },
      metadata: { phone: '+1 214 555 0199', products: 'Class 8 and electric trucks.', aiCategory: 'kept' },
      primaryImage: { isLogo: true },
    });
    // The content domain announced the change (regeneration) and wrote the item's history.
    expect(
      s.engine.emitted
        .slice(eventsBefore)
        .some((e) => e.kind === 'content' && e.tags.includes(`content:${s.companies.alpha}`)),
    ).toBe(true);
    const history = await s.engine
      .db('history_entries')
      .where({ entity_type: 'content', entity_id: String(s.companies.alpha) });
    expect(history.length).toBeGreaterThan(0);

    // The used link is refused with a clear message.
    const again = await s.gql(submitDoc, submission(link));
    expect(code(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe(linkMessages.used);
  });

  it('refuses an expired link, an unknown one and another site’s', async () => {
    const { link } = await requestLink({ email: 'expired@acme.example' });
    s.clock.now += linkLifetimeMs + 1;
    try {
      const expired = await s.gql(formDoc, { hash: link });
      expect(code(expired)).toBe('BAD_USER_INPUT');
      expect(expired.errors?.[0]?.message).toBe(linkMessages.expired);
      expect(code(await s.gql(submitDoc, submission(link)))).toBe('BAD_USER_INPUT');
    } finally {
      s.clock.now -= linkLifetimeMs + 1;
    }
    const unknown = await s.gql(submitDoc, submission('x'.repeat(43)));
    expect(code(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors?.[0]?.message).toBe(linkMessages.unknown);

    const { link: betaLink } = await requestLink({ tenantKey: 'beta', email: 'beta@acme.example' });
    expect(code(await s.gql(formDoc, { hash: betaLink }))).toBe('NOT_FOUND');
    expect(code(await s.gql(submitDoc, submission(betaLink), { ip: '10.0.0.9' }))).toBe('NOT_FOUND');
    // Beta's own site still takes it.
    expect((await s.gql(formDoc, { hash: betaLink }, { tenantKey: 'beta' })).errors).toBeUndefined();
  });

  it('refuses bad fields beside each field, and a submission without a captcha', async () => {
    const { link } = await requestLink({ email: 'fields@acme.example' });
    const bad = await s.gql(
      submitDoc,
      submission(link, { website: 'javascript:alert(1)', phone: 'call us', submitterEmail: 'nope' }),
    );
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect((bad.errors?.[0]?.extensions as { fields?: string[] }).fields).toEqual([
      'phone',
      'website',
      'submitterEmail',
    ]);
    const tooLong = await s.gql(submitDoc, submission(link, { products: 'x'.repeat(10_001) }));
    expect(tooLong.errors?.[0]?.message).toContain('products: Must be at most 10000 characters');
    expect(code(await s.gql(submitDoc, submission(link, { recaptchaToken: 'wrong' })))).toBe('BAD_USER_INPUT');
    const notImage = await s.gql(
      submitDoc,
      submission(link, {
        logo: { fileName: 'x.png', mimeType: 'image/png', data: Buffer.from('not an image').toString('base64') },
      }),
    );
    expect(code(notImage)).toBe('BAD_USER_INPUT');
    // Nothing was used up: the link still opens.
    expect((await s.gql(formDoc, { hash: link })).errors).toBeUndefined();
  });

  it('slows a client that keeps sending bad links', async () => {
    const ip = '10.1.2.3';
    for (let attempt = 0; attempt < 5; attempt++)
      expect(code(await s.gql(submitDoc, submission(`bad-${attempt}`), { ip }))).toBe('NOT_FOUND');
    expect(code(await s.gql(submitDoc, submission('bad-6'), { ip }))).toBe('RATE_LIMITED');
  });

  it('lists with search, status filter and paging, and rejects or withdraws', async () => {
    const { update } = await requestLink({ email: 'reject@acme.example' });
    const list = async (input: Record<string, unknown>) =>
      (
        await s.gql<{
          getCompanyUpdateStream: { edges: { node: Update }[]; totalCount: number; pageInfo: { hasNextPage: boolean } };
        }>(streamDoc, { input }, { token: s.tokens.alphaEditor })
      ).data!.getCompanyUpdateStream;
    expect((await list({ search: 'REJECT@' })).edges.map((e) => e.node.id)).toEqual([update.id]);
    expect((await list({ status: ['published'] })).totalCount).toBe(1);
    const oldestFirst = (await list({ sort: { field: 'requestedAt', order: 'asc' } })).edges.map(
      (e) => (e.node as unknown as { requestedAt: number }).requestedAt,
    );
    expect(oldestFirst).toEqual([...oldestFirst].sort((x, y) => x - y));
    expect(code(await s.gql(streamDoc, { input: { sort: { field: 'email' } } }, { token: s.tokens.alphaEditor }))).toBe(
      'BAD_USER_INPUT',
    );
    const paged = await list({ pagination: { limit: 1 } });
    expect(paged.edges).toHaveLength(1);
    expect(paged.pageInfo.hasNextPage).toBe(true);

    const rejected = await s.gql<{ rejectCompanyUpdate: Update }>(
      rejectDoc,
      { id: update.id, reason: 'Duplicate' },
      { token: s.tokens.alphaEditor },
    );
    expect(rejected.data?.rejectCompanyUpdate.status).toBe('rejected');
    expect(code(await s.gql(publishDoc, { id: update.id }, { token: s.tokens.alphaEditor }))).toBe('CONFLICT');
  });

  it('asks a new link for an open request, and the old link stops working', async () => {
    const first = await requestLink({ email: 'renew@acme.example' });
    const second = await requestLink({ email: 'renew@acme.example' });
    expect(second.update.id).toBe(first.update.id);
    expect(code(await s.gql(formDoc, { hash: first.link }))).toBe('NOT_FOUND');
    expect((await s.gql(formDoc, { hash: second.link })).errors).toBeUndefined();
  });

  it('refuses every operation when the module is off, and editors without manage_content', async () => {
    const off = await s.gql(streamDoc, {}, { tenantKey: 'gamma', token: s.tokens.admin });
    expect(code(off)).toBe('FORBIDDEN');
    expect(off.errors?.[0]?.message).toBe(moduleOffMessage);
    const request = await s.gql(
      requestDoc,
      { input: { requests: [{ companyId: s.companies.gamma, email: 'a@b.example' }] } },
      { tenantKey: 'gamma', token: s.tokens.admin },
    );
    expect(code(request)).toBe('FORBIDDEN');
    expect(code(await s.gql(formDoc, { hash: 'x'.repeat(43) }, { tenantKey: 'gamma' }))).toBe('FORBIDDEN');

    expect(code(await s.gql(streamDoc, {}, { token: s.tokens.viewer }))).toBe('FORBIDDEN');
    expect(code(await s.gql(streamDoc, {}))).toBe('UNAUTHENTICATED');
  });

  it('closes the link of a company deleted since the request', async () => {
    const { link } = await requestLink({ tenantKey: 'beta', email: 'deleted@acme.example' });
    await s.engine.db('content').where({ id: s.companies.beta }).update({ status: 0 });
    try {
      const form = await s.gql(formDoc, { hash: link }, { tenantKey: 'beta' });
      expect([code(form), form.errors?.[0]?.message]).toEqual(['CONFLICT', linkMessages.closed]);
    } finally {
      await s.engine.db('content').where({ id: s.companies.beta }).update({ status: 1 });
    }
  });

  it('refuses a company that is not a company of the site', async () => {
    const other = await s.gql(
      requestDoc,
      { input: { requests: [{ companyId: s.companies.beta, email: 'a@b.example' }] } },
      { token: s.tokens.alphaEditor },
    );
    expect(code(other)).toBe('BAD_USER_INPUT');
  });
});

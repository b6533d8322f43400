import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../captcha/index.ts';
import { createSmtpMailer } from '../../mail/index.ts';
import { leadFormTexts } from '../../shared/lead-forms.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { siteGql } from '../../testing/fixtures-site-users.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * Two tenants, each with an item with enableRmi and one without; alpha's inquiry form mails
 * sales@ and Bcc audit@ with a header image, its contact-us form editors@. Each test comes from
 * its own address so the throttle only meets the test about it.
 */
let engine: TestEngine;
let smtp: SmtpTestServer;
const items: Record<string, { rmi: number; plain: number }> = {};
let address = 0;
let ip = '';

const mutation = `mutation($input: SubmitLeadFormInput!) { submitLeadForm(input: $input) { id message } }`;
const inquiryValues = [
  { name: 'firstName', value: 'Nora' },
  { name: 'lastName', value: 'Reader' },
  { name: 'email', value: 'nora@reader.example' },
  { name: 'phone', value: '+1 (312) 555-0100' },
  { name: 'company', value: '<b>Acme</b> & Sons' },
  { name: 'contactMethod', value: 'Phone' },
  { name: 'comments', value: 'Please call.\nMornings <script>alert(1)</script>' },
];

const submit = (input: Record<string, unknown>, tenantKey = 'alpha') =>
  siteGql<{ submitLeadForm: { id: number; message: string } }>(
    engine,
    mutation,
    {
      input: {
        formType: 'inquiry',
        contentId: items.alpha!.rmi,
        values: inquiryValues,
        recaptchaToken: localCaptchaToken,
        ...input,
      },
    },
    { tenantKey, ip },
  );

const stored = () => engine.db('lead_form_submissions').orderBy('id');

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  engine = await createTestEngine({ ports: { mail: createSmtpMailer(smtp.url) } });
  for (const key of ['alpha', 'beta']) {
    await insertTenant(engine.db, { key, domains: [`${key}.localhost`] });
    await insertSiteSettings(engine.db, {
      tenantKey: key,
      settings: {
        general: { siteName: `${key} Weekly` },
        inquiryForm: {
          sendTo: `sales@${key}.example, second@${key}.example`,
          sendFrom: `noreply@${key}.example`,
          sendBcc: `audit@${key}.example`,
          notificationSubject: 'New inquiry\r\nBcc: evil@attacker.example',
          emailHeaderImage: '/files/header.png',
        },
        contactUs: {
          sendTo: `editors@${key}.example`,
          sendFrom: `noreply@${key}.example`,
          notificationSubject: 'Contact',
        },
      },
    });
    const rmi = await insertContent(engine.db, { tenantKey: key, name: `${key} pump guide` });
    const plain = await insertContent(engine.db, { tenantKey: key, name: `${key} plain story` });
    await engine
      .db('content')
      .where({ id: rmi })
      .update({ metadata: JSON.stringify({ enableRmi: true }) });
    items[key] = { rmi, plain };
  }
});
afterAll(async () => {
  await engine.close();
  await smtp.close();
});
beforeEach(() => {
  ip = `10.30.0.${++address}`;
});

describe('submitLeadForm', () => {
  it('stores an inquiry about an item with enableRmi and mails each sendTo and sendBcc address with the header image, escaped', async () => {
    const result = await submit({});
    expect(result.data?.submitLeadForm.message).toBe(leadFormTexts.inquirySent);
    const row = await engine.db('lead_form_submissions').where({ id: result.data!.submitLeadForm.id }).first();
    expect(row).toMatchObject({ tenant_key: 'alpha', form_type: 'inquiry', content_id: items.alpha!.rmi, mailed: 3 });
    expect(JSON.parse(row.fields)).toMatchObject({
      firstName: 'Nora',
      contactMethod: 'Phone',
      company: '<b>Acme</b> & Sons',
    });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ip_hash).not.toContain(ip);

    const [sales, second, audit] = await Promise.all([
      smtp.nextTo('sales@alpha.example'),
      smtp.nextTo('second@alpha.example'),
      smtp.nextTo('audit@alpha.example'),
    ]);
    for (const mail of [sales, second, audit]) {
      // The subject's line break became a space: no Bcc header was added by the setting's text.
      expect(mail.subject).toBe('New inquiry Bcc: evil@attacker.example: alpha pump guide');
      expect(mail.headers.get('bcc')).toBeUndefined();
      expect(mail.from?.text).toContain('noreply@alpha.example');
    }
    expect(audit.to && 'text' in audit.to ? audit.to.text : '').toBe('audit@alpha.example');
    expect(sales.html).toContain('<img src="http://alpha.localhost/files/header.png"');
    expect(sales.html).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; Sons');
    expect(sales.html).toContain('&lt;script&gt;');
    expect(sales.html).not.toContain('<script>');
    expect(sales.text).toContain('Phone: +1 (312) 555-0100');
  });

  it('mails a contact-us message to the contact settings sendTo, with no content', async () => {
    const result = await submit({
      formType: 'contactUs',
      contentId: null,
      values: [
        { name: 'name', value: 'Otto' },
        { name: 'email', value: 'otto@reader.example' },
        { name: 'topic', value: 'Editorial' },
        { name: 'message', value: 'Hello' },
      ],
    });
    expect(result.data?.submitLeadForm.message).toBe(leadFormTexts.contactSent);
    const mail = await smtp.nextTo('editors@alpha.example');
    expect(mail.subject).toBe('Contact');
    expect(mail.text).toContain('Topic: Editorial');
    const row = await engine.db('lead_form_submissions').where({ id: result.data!.submitLeadForm.id }).first();
    expect(row).toMatchObject({ form_type: 'contactUs', content_id: null, mailed: 1 });
  });

  it('refuses bad fields, each by name with the spec texts, and stores nothing', async () => {
    const before = (await stored()).length;
    const result = await submit({
      values: [
        { name: 'firstName', value: '   ' },
        { name: 'lastName', value: 'Reader' },
        { name: 'email', value: 'nora@reader.example\r\nBcc: x@y.example' },
        { name: 'phone', value: '12' },
        { name: 'company', value: 'Acme' },
        { name: 'contactMethod', value: 'Fax' },
        { name: 'surprise', value: 'x' },
      ],
    });
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions.fields).toEqual(
      expect.arrayContaining([
        'values.firstName',
        'values.email',
        'values.phone',
        'values.contactMethod',
        'values.surprise',
      ]),
    );
    expect(result.errors?.[0]?.message).toContain(`values.firstName: ${leadFormTexts.fieldRequired}`);
    expect(result.errors?.[0]?.message).toContain(leadFormTexts.correctIssues);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a huge value and too many fields', async () => {
    const huge = await submit({
      values: [...inquiryValues.slice(1), { name: 'firstName', value: 'x'.repeat(20_000) }],
    });
    expect(huge.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const long = await submit({ values: [...inquiryValues.slice(1), { name: 'firstName', value: 'x'.repeat(500) }] });
    expect(long.errors?.[0]?.extensions.fields).toContain('values.firstName');
    const many = await submit({ values: Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'x' })) });
    expect(many.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a missing or failed captcha and stores nothing', async () => {
    const before = (await stored()).length;
    for (const recaptchaToken of [null, 'wrong-token']) {
      const result = await submit({ recaptchaToken });
      expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions.fields).toEqual(['recaptchaToken']);
    }
    expect((await stored()).length).toBe(before);
  });

  it('refuses an item of another site, one without enableRmi and one not public, as not found', async () => {
    const draft = await insertContent(engine.db, { tenantKey: 'alpha', name: 'alpha draft', status: 2 });
    await engine
      .db('content')
      .where({ id: draft })
      .update({ metadata: JSON.stringify({ enableRmi: true }) });
    for (const contentId of [items.beta!.rmi, items.alpha!.plain, draft, 999_999]) {
      const result = await submit({ contentId });
      expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    expect(await smtp.arrivesWithin('sales@beta.example', 200)).toBe(false);
    const inquiry = await submit({ contentId: null });
    expect(inquiry.errors?.[0]?.extensions.fields).toContain('contentId');
  });

  it('throttles one client address: the sixth submission within 15 minutes is RATE_LIMITED', async () => {
    for (let i = 0; i < 5; i++) expect((await submit({})).data?.submitLeadForm.id).toBeGreaterThan(0);
    const sixth = await submit({});
    expect(sixth.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    const elsewhere = await submit({ contentId: items.beta!.rmi }, 'beta');
    expect(elsewhere.data?.submitLeadForm.id).toBeGreaterThan(0);
  });
});

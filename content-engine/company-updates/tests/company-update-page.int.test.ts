import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkMessages } from '../links.ts';
import { captcha, companyUpdatesScenario, type CompanyUpdatesScenario } from './company-updates-scenario.ts';
import { requestDoc, submitDoc } from './documents.ts';

/*
 * The public page of spec public §2 /company-update/:hash, served by the site: the form
 * prefilled with the company's profile, rendered for each request and never stored; a refused
 * link shows why.
 */
let s: CompanyUpdatesScenario;
beforeAll(async () => {
  s = await companyUpdatesScenario({ site: true });
}, 240_000);
afterAll(() => s?.close());

const get = (path: string, host = 'alpha.localhost') => s.engine.app.inject({ url: path, headers: { host } });

async function link(email: string) {
  const result = await s.gql(
    requestDoc,
    { input: { requests: [{ companyId: s.companies.alpha, email }] } },
    { token: s.tokens.alphaEditor },
  );
  expect(result.errors).toBeUndefined();
  return s.linkToken(await s.smtp.nextTo(email));
}

describe('the company update page', () => {
  it('shows the form prefilled with the company’s profile, and is never stored', async () => {
    const token = await link('page@acme.example');
    const page = await get(`/company-update/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Update the profile of alpha Trucks');
    expect(page.body).toContain('1 Old Road');
    expect(page.body).toContain('noindex');
    const again = await get(`/company-update/${token}`);
    expect(again.headers['x-masthead-cache']).toBe('live');
  });

  it('says why a link is refused: unknown, another site’s, used', async () => {
    const unknown = await get(`/company-update/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(linkMessages.unknown);

    const token = await link('used@acme.example');
    expect((await get(`/company-update/${token}`, 'beta.localhost')).statusCode).toBe(404);
    const submitted = await s.gql(submitDoc, {
      input: { hash: token, submitterName: 'Dana', submitterEmail: 'dana@acme.example', recaptchaToken: captcha },
    });
    expect(submitted.errors).toBeUndefined();
    const used = await get(`/company-update/${token}`);
    expect(used.statusCode).toBe(410);
    expect(used.body).toContain(linkMessages.used);
  });

  it('is not found on a site with company updates off', async () => {
    expect((await get(`/company-update/${'x'.repeat(43)}`, 'gamma.localhost')).statusCode).toBe(404);
  });
});

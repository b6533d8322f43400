import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOmedaNewsletterProvider } from './omeda-provider.ts';

/* The Omeda adapter against a local HTTP server standing in for Omeda's deployment API. */

const calls: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
let refuse = false;
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => {
    calls.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(text) });
    response.setHeader('content-type', 'application/json');
    if (refuse) {
      response.statusCode = 400;
      return response.end(JSON.stringify({ Errors: [{ Error: 'Invalid DeploymentTypeId' }] }));
    }
    response.end(JSON.stringify(request.url?.endsWith('/omail/deployment/*') ? { TrackId: 'FOO0101001' } : {}));
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webservices/rest`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const deployment = {
  tenant: { key: 'alpha', abbreviation: 'ALPH' },
  deploymentId: 12,
  kind: 'live' as const,
  name: 'Daily Brief 2031-05-01',
  fromName: 'Daily Brief',
  fromEmail: 'news@example.com',
  replyTo: '',
  subject: 'Today',
  html: '<p>Hi</p>',
  text: 'Hi',
  at: Date.parse('2031-05-01T13:00:00Z'),
  settings: { deploymentTypeId: 55, queryName: 'DailyQuery', outputCriteria: 'Daily_OC', billingCategoryCode: 'EDIT' },
  testers: [],
};
const provider = () =>
  createOmedaNewsletterProvider({
    baseUrl,
    appId: 'app',
    inputId: 'input',
    userId: 'api.user',
    brandOf: (t) => t.abbreviation,
  });

describe('Omeda newsletter provider', () => {
  it('creates the deployment, adds the query audience, uploads the content and schedules it', async () => {
    calls.length = 0;
    refuse = false;
    expect(await provider().deploy(deployment)).toEqual({ ref: 'FOO0101001' });
    expect(calls.map((c) => c.path)).toEqual([
      '/webservices/rest/brand/ALPH/omail/deployment/*',
      '/webservices/rest/brand/ALPH/omail/deployment/audience/add/*',
      '/webservices/rest/brand/ALPH/omail/deployment/content/*',
      '/webservices/rest/brand/ALPH/omail/deployment/schedule/*',
    ]);
    expect(calls[0]?.headers).toMatchObject({ 'x-omeda-appid': 'app', 'x-omeda-inputid': 'input' });
    expect(calls[0]?.body).toMatchObject({
      DeploymentTypeId: 55,
      BillingCategoryCode: 'EDIT',
      DeploymentDate: '2031-05-01 08:00',
    });
    expect(calls[1]?.body).toMatchObject({
      TrackId: 'FOO0101001',
      QueryName: 'DailyQuery',
      OutputCriteria: 'Daily_OC',
    });
    expect(calls[2]?.body).toMatchObject({ Subject: 'Today', HtmlContent: '<p>Hi</p>', FromEmail: 'news@example.com' });
    expect(calls[3]?.body).toMatchObject({ TrackId: 'FOO0101001', ScheduledDate: '2031-05-01 08:00' });
  });

  it('sends a test deployment to its testers instead of scheduling, and a 4xx is a permanent failure', async () => {
    calls.length = 0;
    await provider().deploy({
      ...deployment,
      kind: 'test',
      testers: [{ email: 't@example.com', firstName: 'T', lastName: 'T' }],
    });
    expect(calls.map((c) => c.path.split('/deployment/')[1])).toEqual(['*', 'content/*', 'test/*']);
    refuse = true;
    await expect(provider().deploy(deployment)).rejects.toMatchObject({ permanent: true });
    refuse = false;
  });
});

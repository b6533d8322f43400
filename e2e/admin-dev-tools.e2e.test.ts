import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { seriousAxeViolations } from './axe.ts';
import { startCaptureServer } from '../content-engine/testing/capture-server.ts';
import { createOpenAiAssistant } from '../content-engine/ai-assistant/openai-assistant.ts';

/*
 * The developer screens of the dev tools in Chromium (issue 33): diagnostics with a GraphQL ping,
 * the test form end to end by keyboard (browser rules, then the server's rules beside the fields,
 * then the server's answer), the site's theme colours with their contrast, and the AI assistant
 * saying plainly that no provider is configured, then answering through an OpenAI-compatible
 * provider (a loopback server) when one is. Each screen axe-clean; an editor without
 * manage_modules is told no.
 */
let session: DemoSession;
let developer: CmsUserFixture;
let editor: CmsUserFixture;

beforeAll(async () => {
  session = await startDemoSession({ admin: true, seed: { tenants: 1, itemsPerTenant: 10 } });
  developer = await insertCmsUser(session.engine.db, {
    username: 'e2e-developer',
    role: 'administrator',
    isGlobal: true,
  });
  editor = await insertCmsUser(session.engine.db, { username: 'e2e-editor', tenants: ['fleetowner'] });
}, 300_000);

afterAll(() => session?.close());

async function open(user: CmsUserFixture, path: string, title: string): Promise<Page> {
  const { page } = await session.newPage();
  await signInToAdmin(page, user, `${session.base}${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  return page;
}

describe('the developer screens of the dev tools', () => {
  it('shows the session, the permissions and the bundle, and pings the engine', async () => {
    const page = await open(developer, '/admin/test', 'Diagnostics');
    await page.getByText('e2e-developer Tester (e2e-developer, e2e-developer@example.com)').waitFor();
    await page.getByText('Every site (global user)').waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^manage_modules$/ })
      .waitFor();
    await page.getByText(/^0\.1\.0\+\d{4}-\d\d-\d\dT\d\d:\d\dZ$/).waitFor();
    await page.getByText(`${session.base}/graphql`).waitFor();
    await page.getByRole('button', { name: 'Ping the engine' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /^Engine 0\.1\.0 answered in \d+ ms\.$/ })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('runs the test form by keyboard: browser rules, server rules beside the fields, then the answer', async () => {
    const page = await open(developer, '/admin/test-form-api', 'Test Form API');
    const form = page.getByRole('form', { name: 'Test form' });
    await form.getByLabel('Name').focus();
    await page.keyboard.press('Enter');
    await form.getByText('Field is required').first().waitFor();
    await expect(form.getByText('Field is required').count()).resolves.toBe(2);

    await form.getByLabel('Name').fill('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    await page.keyboard.type('http://example.com');
    await page.keyboard.press('Enter');
    await form.getByText('The server accepts multiples of 5 only').waitFor();
    await form.getByText('The server accepts https:// addresses only').waitFor();
    await expect(form.getByLabel('Quantity').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await form.getByLabel('Quantity').fill('10');
    await form.getByLabel('Website').fill('https://example.com');
    await form.getByRole('button', { name: 'Submit' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'Ada Lovelace' });
    await answer.waitFor();
    await expect(answer.getByRole('definition').allTextContents()).resolves.toEqual([
      'Ada Lovelace',
      'ada@example.com',
      '10',
      'https://example.com',
      'fleetowner',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    ]);
    await expect(form.getByText('The server accepts multiples of 5 only').count()).resolves.toBe(0);
  });

  it("lists the site's theme colours with their contrast against white and black text, flagging low ones", async () => {
    const page = await open(developer, '/admin/color-test', 'Color Test');
    const table = page.getByRole('table', { name: 'Theme colours of this site' });
    await table.waitFor();
    const white = table.getByRole('row', { name: /^Palette · colour \d+ .*#ffffff/ }).first();
    await expect(white.getByRole('cell').allTextContents()).resolves.toEqual([
      '',
      '#ffffff',
      '1.00:1 · below 4.5:1',
      '21.00:1',
    ]);
    await expect(white.getByRole('img', { name: 'Swatch of #ffffff' }).count()).resolves.toBe(1);
    await expect(table.getByRole('row').count()).resolves.toBeGreaterThan(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('says plainly that no AI provider is configured, and offers no prompt', async () => {
    const page = await open(developer, '/admin/openai', 'AI Assistant');
    await page.getByRole('alert').filter({ hasText: 'No AI provider is configured (set OPENAI_API_KEY).' }).waitFor();
    await expect(page.getByLabel('Prompt').count()).resolves.toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('tells an editor without manage_modules no, and shows no Dev Tools entries', async () => {
    const page = await open(editor, '/admin/test', 'Not allowed');
    await page.getByText('You do not have permission to use this page.').waitFor();
    await expect(page.getByRole('link', { name: 'Diagnostics' }).count()).resolves.toBe(0);
  });
});

describe('the AI assistant with an OpenAI-compatible provider', () => {
  let configured: DemoSession;
  let provider: Awaited<ReturnType<typeof startCaptureServer>>;
  beforeAll(async () => {
    provider = await startCaptureServer(() => ({
      json: {
        model: 'local-model-2026',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Six times seven is 42.' } }],
      },
    }));
    configured = await startDemoSession({
      admin: true,
      seed: { tenants: 1, itemsPerTenant: 5 },
      ports: { ai: createOpenAiAssistant({ apiKey: 'sk-e2e', baseUrl: provider.origin, model: 'local-model' }) },
    });
    await insertCmsUser(configured.engine.db, { username: 'e2e-developer', role: 'administrator', isGlobal: true });
  }, 300_000);
  afterAll(async () => {
    await configured?.close();
    await provider?.close();
  });

  it("sends a prompt by keyboard and shows the provider's answer", async () => {
    const { page } = await configured.newPage();
    await signInToAdmin(page, developer, `${configured.base}/admin/openai`);
    await page.getByRole('heading', { name: 'AI Assistant', level: 1 }).waitFor();
    await page.getByText('Provider: openai-compatible, model local-model.').waitFor();
    await page.getByLabel('Prompt').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Write a prompt').waitFor();
    await page.getByLabel('Prompt').fill('What is six times seven?');
    await page.getByLabel('Prompt').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Six times seven is 42.' }).waitFor();
    await page.getByText('Model: local-model-2026').waitFor();
    expect(JSON.parse(provider.received.at(-1)!.body)).toEqual({
      model: 'local-model',
      messages: [{ role: 'user', content: 'What is six times seven?' }],
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

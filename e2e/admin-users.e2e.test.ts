import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMailer, type LocalMailer } from '../content-engine/mail/index.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { signInToAdmin } from './admin-sign-in.ts';

/*
 * CMS users in Chromium against the real server: an administrator creates a user (the form says
 * what is missing), the invitation is e-mailed and works, the user is in the list; a user
 * changes their own password on /admin/user and signs in with the new one.
 */
let session: DemoSession;
let engine: TestEngine;
let base: string;
let newPage: DemoSession['newPage'];
let mailer: LocalMailer;
let mailDir: string;
let administrator: CmsUserFixture;
let pat: CmsUserFixture;

const signIn = (page: Page, user: { username: string; password: string }, path = '/admin') =>
  signInToAdmin(page, user, `${base}${path}`);

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'masthead-mail-'));
  mailer = createLocalMailer({ dir: mailDir });
  session = await startDemoSession({ admin: true, seed: { tenants: 2, itemsPerTenant: 10 }, ports: { mail: mailer } });
  ({ engine, base, newPage } = session);
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  pat = await insertCmsUser(engine.db, { username: 'e2e-pat', tenants: ['fleetowner'] });
}, 120_000);

afterAll(async () => {
  await rm(mailDir, { recursive: true, force: true });
  await session?.close();
});

describe('CMS users', () => {
  it('lets an administrator create a user, who gets the invitation, activates the account and is in the list', async () => {
    const { context, page } = await newPage();
    await signIn(page, administrator, '/admin/create-cms-user');
    await page.getByRole('heading', { name: 'Create CMS user' }).waitFor();
    const form = page.getByRole('form', { name: 'Create CMS user' });
    await expect(form.getByRole('combobox', { name: 'Role' }).inputValue()).resolves.toBe('editor');

    await form.getByRole('button', { name: 'Create and send invitation' }).click();
    await expect(form.getByText('Field is required').count()).resolves.toBe(4);

    await form.getByLabel('E-mail').fill('nina.new@example.com');
    await form.getByLabel('Username').fill('nina');
    await form.getByLabel('First name').fill('Nina');
    await form.getByLabel('Last name').fill('Newcomer');
    await form.getByRole('checkbox', { name: 'View history' }).check();
    await expect(
      form
        .getByRole('listbox', { name: 'Sites' })
        .evaluate((select: HTMLSelectElement) => [...select.selectedOptions].map((o) => o.value)),
    ).resolves.toEqual(['fleetowner']);
    await form.getByRole('button', { name: 'Create and send invitation' }).click();

    await page.getByText('CMS user nina created. An invitation e-mail was sent to nina.new@example.com.').waitFor();
    await page.waitForURL(/\/admin\/cms-users$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('newcomer');
    const row = page.getByRole('row', { name: /Nina Newcomer/ });
    await row.waitFor();
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(['Nina Newcomer', 'nina', 'nina.new@example.com', 'editor', 'FleetOwner', 'Active']);
    await page.getByText(/Showing 1–1 of 1 CMS users/).waitFor();
    expect(await engine.db('cms_users').where({ username: 'nina' }).first('extra_permissions')).toMatchObject({
      extra_permissions: '["view_history"]',
    });

    const mail = mailer.lastTo('nina.new@example.com');
    expect(mail?.subject).toBe('You are invited to Masthead');
    const hash = decodeURIComponent(/\/admin\/user\/activate\?hash=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(hash).not.toBe('');
    await context.close();

    const invited = await newPage();
    await invited.page.goto(`${base}/admin/user/activate?hash=${encodeURIComponent(hash)}`);
    await invited.page.getByLabel('New password', { exact: true }).fill('nina chose this');
    await invited.page.getByLabel('Repeat the new password').fill('nina chose this');
    await invited.page.getByRole('button', { name: 'Activate' }).click();
    await invited.page.getByText('Your account is active. You can sign in now.').waitFor();
    await signIn(invited.page, { username: 'nina', password: 'nina chose this' });
    await invited.context.close();
  });

  it('lets a user change their own password on /admin/user and sign in with the new one', async () => {
    const { context, page } = await newPage();
    await signIn(page, pat, '/admin/user');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe('e2e-pat');
    await expect(page.getByLabel('Username').getAttribute('readonly')).resolves.not.toBeNull();

    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('First name').fill('Patricia');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved.').waitFor();

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('not my password');
    await password.getByLabel('New password', { exact: true }).fill('a fresh password for pat');
    await password.getByLabel('Repeat the new password').fill('a fresh password for pat');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('The current password is not correct').waitFor();

    await password.getByLabel('Current password').fill(pat.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await page.goto(`${base}/admin/logout`);
    await page.waitForURL(/\/admin\/login/);

    await page.getByLabel('Username or e-mail').fill(pat.username);
    await page.getByLabel('Password').fill(pat.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid username or password.').waitFor();
    await signIn(page, { username: pat.username, password: 'a fresh password for pat' }, '/admin/user');
    await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('First name').inputValue()).resolves.toBe(
      'Patricia',
    );
    await context.close();
  });
});

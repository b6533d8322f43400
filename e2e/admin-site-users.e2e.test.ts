import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertSiteUser } from '../content-engine/testing/fixtures-site-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { answerNextDialog } from './dialogs.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * /admin/site-users and /admin/migrate-site-users in Chromium against the real server: a manager
 * finds a site user by e-mail, edits the profile, grants a membership, simulates and deletes the
 * user; imports a small CSV with one bad row (the dry run names it, the import creates the rest);
 * an editor without manage_site_users has no entry and the engine refuses the same call.
 */
let session: DemoSession;
let engine: TestEngine;
let base: string;
let newPage: DemoSession['newPage'];
let manager: CmsUserFixture;
let editor: CmsUserFixture;
let importsDir: string;
let membershipTitle: string;

const signIn = (page: Page, user: CmsUserFixture, path: string) => signInToAdmin(page, user, `${base}${path}`);

beforeAll(async () => {
  importsDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-imports-'));
  process.env.IMPORTS_DIR = importsDir;
  session = await startDemoSession({ admin: true, seed: { tenants: 1, itemsPerTenant: 10 } });
  ({ engine, base, newPage } = session);
  manager = await insertCmsUser(engine.db, {
    username: 'e2e-su-manager',
    tenants: ['fleetowner'],
    extraPermissions: ['manage_site_users'],
  });
  editor = await insertCmsUser(engine.db, { username: 'e2e-su-editor', tenants: ['fleetowner'] });
  await insertSiteUser(engine.db, {
    tenantKey: 'fleetowner',
    email: 'e2e.reader@example.com',
    profile: { first_name: 'Erin', last_name: 'Reader', company: 'Acme Trucks' },
  });
  const membership = await engine
    .db('memberships')
    .where({ tenant_key: 'fleetowner', status: 1 })
    .orderBy('id')
    .first('title');
  membershipTitle = membership.title;
}, 120_000);

afterAll(async () => {
  await session?.close();
  rmSync(importsDir, { recursive: true, force: true });
});

describe('site users', () => {
  it('finds a user by e-mail, edits the profile, grants a membership, simulates and deletes the user', async () => {
    const { context, page } = await newPage();
    await signIn(page, manager, '/admin/site-users');
    await page.getByRole('heading', { name: 'Site Users' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('e2e.reader@');
    await page.getByText('Showing 1–1 of 1 site users').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'e2e.reader@example.com' }).click();
    await page.getByRole('heading', { name: 'Site user e2e.reader@example.com' }).waitFor();

    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('E-mail').fill('not an address');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('Enter a valid e-mail address.').waitFor();
    await profile.getByLabel('E-mail').fill('e2e.reader@example.com');
    await profile.getByLabel('First name').fill('Erica');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Saved the profile.').waitFor();
    await expect
      .poll(
        async () =>
          (await engine.db('site_users').where({ email: 'e2e.reader@example.com' }).first('first_name')).first_name,
      )
      .toBe('Erica');

    await page.getByLabel('Grant a membership').selectOption({ label: membershipTitle });
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await page.getByText(`Granted ${membershipTitle}.`).waitFor();
    await page.getByRole('button', { name: `Revoke ${membershipTitle}` }).waitFor();

    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.getByText('You are now simulating e2e.reader@example.com for one day.').waitFor();
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies.siteUserSimulation).toBe('true');
    await page.reload();
    await page.getByRole('cell', { name: 'Simulation by e2e-su-manager' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Delete site user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the site user e2e.reader@example.com?' });
    await expect(axeViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('Deleted e2e.reader@example.com.').waitFor();
    await page.waitForURL(/\/admin\/site-users$/);
    expect(await engine.db('site_users').where({ email: 'e2e.reader@example.com' }).first()).toBeUndefined();
    await context.close();
  });

  it('imports a small CSV: the dry run names the bad row, the import creates the rest', async () => {
    const { context, page } = await newPage();
    await signIn(page, manager, '/admin/migrate-site-users');
    await page.getByRole('heading', { name: 'The CSV file' }).waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Field is required').waitFor();
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'readers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'email,first_name,last_name,company\r\nana@import.example,Ana,Lopez,Acme\r\nnot-an-email,Bad,Row,\r\nbo@import.example,Bo,Chen,\r\n',
      ),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Uploaded readers.csv.').waitFor();
    await page.getByRole('button', { name: 'Run the dry run' }).click();
    await page.getByText('Dry run done: 3 rows — 2 new, 0 already site users (skipped), 1 bad.').waitFor();
    await page.getByRole('row', { name: '3 email: "not-an-email" is not a valid e-mail address' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Import 2 new site users' }).click();
    await page.getByText('Import done: 2 created, 0 skipped (already site users), 1 failed.').waitFor();
    const imported = await engine
      .db('site_users')
      .where({ tenant_key: 'fleetowner' })
      .whereLike('email', '%@import.example')
      .orderBy('email')
      .pluck('email');
    expect(imported).toEqual(['ana@import.example', 'bo@import.example']);
    const questions = answerNextDialog(page, true);
    await page.getByRole('button', { name: 'Delete the import of readers.csv' }).click();
    await page.getByText('Deleted the import of readers.csv.').waitFor();
    expect(questions).toEqual([
      'Delete the import of readers.csv and its stored file? The site users it created stay.',
    ]);
    await context.close();
  });

  it('gives an editor without manage_site_users no entry, and the engine answers FORBIDDEN', async () => {
    const { context, page } = await newPage();
    await signIn(page, editor, '/admin/site-users');
    await page.getByText('You do not have permission to use this page.').waitFor();
    await page.keyboard.press('Control+k');
    const spotlight = page.getByRole('dialog', { name: 'Spotlight' });
    await spotlight.getByLabel('Filter menus').fill('site users');
    await expect(spotlight.getByRole('link').count()).resolves.toBe(0);
    await context.close();
    const { bearerToken } = await loginAs(engine.context(), editor);
    const answer = await engine.gql(
      'query { getSiteUserStream { totalCount } }',
      {},
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(answer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

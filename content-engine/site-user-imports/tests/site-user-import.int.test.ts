import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { siteUsersScenario, type SiteUsersScenario } from '../../site-users/tests/site-users-scenario.ts';
import { runSiteUserImport } from '../run-import.ts';
import { resumeStalledSiteUserImports } from '../resume-stalled.ts';
import { generateCsv, uploadCsv } from './import-fixtures.ts';

const importFields =
  'id status phase rowsTotal rowsDone created existing failed checkedValid checkedExisting checkedBad error';
const getImport = `query($id: Int!) { getSiteUserImport(input: { id: $id }) { ${importFields} } }`;
const dryRun = `mutation($id: Int!) { startSiteUserImportDryRun(input: { id: $id }) { ${importFields} } }`;
const runImport = `mutation($id: Int!) { startSiteUserImport(input: { id: $id }) { ${importFields} } }`;
const problemsQuery = `query($id: Int!, $skip: Int) { getSiteUserImportProblems(input: { id: $id, pagination: { limit: 1000, skip: $skip } }) { totalCount edges { node { rowNumber email message fields } } } }`;

interface ImportState {
  status: string;
  rowsTotal: number | null;
  rowsDone: number;
  created: number;
  existing: number;
  failed: number;
  checkedValid: number | null;
  checkedBad: number | null;
  error: string | null;
}

let s: SiteUsersScenario;
let manager: string;
let importsDir: string;

beforeAll(async () => {
  importsDir = mkdtempSync(join(tmpdir(), 'masthead-imports-'));
  process.env.IMPORTS_DIR = importsDir;
  s = await siteUsersScenario();
  manager = await cmsToken(s.engine, {
    username: 'importer',
    tenants: ['alpha'],
    extraPermissions: ['manage_site_users'],
  });
});
afterAll(async () => {
  await s.close();
  rmSync(importsDir, { recursive: true, force: true });
});

async function upload(content: string) {
  const answer = await uploadCsv(s.engine, { token: manager, tenantKey: 'alpha', content });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createSiteUserImport.id;
}

const state = async (id: number) =>
  (await s.gql<{ getSiteUserImport: ImportState }>(getImport, { id }, { token: manager })).data!.getSiteUserImport;

async function settle(id: number, status: string) {
  await expect.poll(async () => (await state(id)).status, { timeout: 240_000, interval: 250 }).toBe(status);
  return state(id);
}

async function allProblems(id: number) {
  const rows: { rowNumber: number; message: string; fields: string[] }[] = [];
  for (;;) {
    const page = await s.gql<{
      getSiteUserImportProblems: { totalCount: number; edges: { node: (typeof rows)[number] }[] };
    }>(problemsQuery, { id, skip: rows.length }, { token: manager });
    const edges = page.data!.getSiteUserImportProblems.edges;
    rows.push(...edges.map((e) => e.node));
    if (edges.length === 0 || rows.length >= page.data!.getSiteUserImportProblems.totalCount) return rows;
  }
}

const importedCount = async () =>
  Number(
    (
      await s.engine
        .db('site_users')
        .where({ tenant_key: 'alpha' })
        .whereLike('email', '%@import.example')
        .count({ n: '*' })
        .first()
    )?.n,
  );

describe('importing 100,000 site users with 1 % bad rows', () => {
  const csv = generateCsv(100_000);

  it('the dry run lists exactly the bad rows; the import creates the rest once; a second import creates none', async () => {
    const first = await upload(csv.content);
    await s.gql(dryRun, { id: first }, { token: manager });
    const checked = await settle(first, 'checked');
    expect(checked).toMatchObject({
      rowsTotal: 100_000,
      created: csv.goodEmails,
      existing: 0,
      failed: csv.badRows.length,
    });
    const problems = await allProblems(first);
    expect(problems.map((p) => p.rowNumber)).toEqual(csv.badRows);
    expect(problems.find((p) => p.rowNumber === 39)?.message).toBe(
      'email: "not-an-address-37" is not a valid e-mail address',
    );
    expect(problems.find((p) => p.rowNumber === 539)?.message).toBe('email: repeats row 3');
    expect(problems.find((p) => p.rowNumber === 639)?.message).toBe('The row has 13 fields; the header has 14.');
    expect(await importedCount()).toBe(0);

    await s.gql(runImport, { id: first }, { token: manager });
    const imported = await settle(first, 'imported');
    expect(imported).toMatchObject({
      created: csv.goodEmails,
      existing: 0,
      failed: csv.badRows.length,
      checkedValid: csv.goodEmails,
    });
    expect(await importedCount()).toBe(csv.goodEmails);
    const holders = await s.engine
      .db('site_user_memberships')
      .where({ tenant_key: 'alpha', membership_id: s.alpha.free })
      .count({ n: '*' })
      .first();
    expect(Number(holders?.n)).toBe(10_000);
    // The file is deleted once imported.
    await expect.poll(() => readdirSync(join(importsDir, 'alpha')).length).toBe(0);

    const second = await upload(csv.content);
    await s.gql(dryRun, { id: second }, { token: manager });
    expect(await settle(second, 'checked')).toMatchObject({
      created: 0,
      existing: csv.goodEmails,
      failed: csv.badRows.length,
    });
    await s.gql(runImport, { id: second }, { token: manager });
    expect(await settle(second, 'imported')).toMatchObject({ created: 0, existing: csv.goodEmails });
    expect(await importedCount()).toBe(csv.goodEmails);
  }, 600_000);
});

/** Uploads, dry-runs and starts the import by hand, then runs it until `afterChunk` throws at chunk `stopAt`. */
async function importUntilFailure(domain: string, rows: number, stopAt: number) {
  const id = await upload(generateCsv(rows).content.replaceAll('@import.example', `@${domain}`));
  await s.gql(dryRun, { id }, { token: manager });
  const checked = await settle(id, 'checked');
  await s.engine.db('site_user_imports').where({ id }).update({
    status: 'importing',
    phase: 'import',
    rows_done: 0,
    created_count: 0,
    existing_count: 0,
    failed_count: 0,
    checked_valid: checked.created,
  });
  await runSiteUserImport(
    s.engine.context({ tenant: null }),
    { tenantKey: 'alpha', importId: id, phase: 'import' },
    {
      chunkSize: 500,
      afterChunk: (index) => {
        if (index === stopAt) throw new Error('disk full');
      },
    },
  );
  expect(await state(id)).toMatchObject({ status: 'failed', rowsDone: (stopAt + 1) * 500, error: 'disk full' });
  return { id, expected: checked.created };
}

const importUntilFailureAt = (domain: string) => importUntilFailure(domain, 1_000, 0);

describe('a run that stops', () => {
  const countOf = async (domain: string) =>
    Number(
      (
        await s.engine
          .db('site_users')
          .where({ tenant_key: 'alpha' })
          .whereLike('email', `%@${domain}`)
          .count({ n: '*' })
          .first()
      )?.n,
    );

  it('a failed run resumes after its last committed chunk and creates each user once', async () => {
    const { id, expected } = await importUntilFailure('resume.example', 3_000, 1);
    const resumed = await s.gql<{ resumeSiteUserImport: ImportState }>(
      `mutation($id: Int!) { resumeSiteUserImport(input: { id: $id }) { status } }`,
      { id },
      { token: manager },
    );
    expect(resumed.data?.resumeSiteUserImport.status).toBe('importing');
    expect(await settle(id, 'imported')).toMatchObject({ rowsDone: 3000, created: expected, existing: 0 });
    expect(await countOf('resume.example')).toBe(expected);
  }, 120_000);

  it('a run whose process died (its lease lapsed) is resumed by the next poll', async () => {
    const { id, expected } = await importUntilFailure('crash.example', 1_500, 0);
    // What a killed process leaves: still 'importing', its lease no longer renewed.
    await s.engine
      .db('site_user_imports')
      .where({ id })
      .update({ status: 'importing', error: null, lease_until: Date.now() - 1 });
    expect(await settle(id, 'imported')).toMatchObject({ rowsDone: 1500, created: expected });
    expect(await countOf('crash.example')).toBe(expected);
  }, 120_000);
});

describe('a server that starts', () => {
  it('resumes the runs a stopped process left running', async () => {
    const { id, expected } = await importUntilFailureAt('boot.example');
    await s.engine
      .db('site_user_imports')
      .where({ id })
      .update({ status: 'importing', error: null, lease_until: null });
    const stop = await resumeStalledSiteUserImports(s.engine.engine);
    expect(await settle(id, 'imported')).toMatchObject({ created: expected });
    stop();
  }, 120_000);
});

describe('who may import', () => {
  it('refuses an upload without manage_site_users, and another tenant’s import', async () => {
    const editor = await cmsToken(s.engine, { username: 'no-import', tenants: ['alpha'] });
    const refused = await uploadCsv(s.engine, {
      token: editor,
      tenantKey: 'alpha',
      content: 'email\r\na@b.example\r\n',
    });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await uploadCsv(s.engine, { tenantKey: 'alpha', content: 'email\r\n' })).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const betaManager = await cmsToken(s.engine, {
      username: 'beta-importer',
      tenants: ['beta'],
      extraPermissions: ['manage_site_users'],
    });
    const id = await upload('email\r\nx@alpha.example\r\n');
    const other = await s.gql(getImport, { id }, { token: betaManager, tenantKey: 'beta' });
    expect(other.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const cross = await s.gql(dryRun, { id }, { token: betaManager, tenantKey: 'alpha' });
    expect(cross.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a file whose header has an unknown or no e-mail column, saying which', async () => {
    const answer = await uploadCsv(s.engine, {
      token: manager,
      tenantKey: 'alpha',
      content: 'e-mail address,first_name\r\n',
    });
    expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('Unknown column "e_mail_address"');
    const missing = await uploadCsv(s.engine, { token: manager, tenantKey: 'alpha', content: 'first_name\r\nAnn\r\n' });
    expect(missing.errors?.[0]?.message).toContain('The file has no "email" column.');
  });
});

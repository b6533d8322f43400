import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { siteUsersScenario, type SiteUsersScenario } from '../../site-users/tests/site-users-scenario.ts';
import { runSiteUserImport } from '../run-import.ts';
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
    expect(readdirSync(join(importsDir, 'alpha'))).toHaveLength(0);

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

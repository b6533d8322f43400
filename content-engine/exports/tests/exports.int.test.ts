import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertAsset, insertContent, insertTenant } from '../../testing/fixtures.ts';
import { insertIssue, insertPublication, insertTaxonomy, linkTaxonomy } from '../../testing/fixtures-catalogue.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { chicagoDayStart } from '../../shared/chicago-day.ts';
import { runExportJob } from '../run-export.ts';
import { pruneExpiredExports } from '../prune-expired.ts';
import { downloadMessages } from '../../server/export-download-route.ts';

const jobFields = 'id kind status progress total fileName error downloadUrl params';
const start = `mutation($input: StartExportInput!) { startExport(input: $input) { ${jobFields} } }`;
const getJob = `query($id: Int!) { getExportJob(input: { id: $id }) { ${jobFields} } }`;
const listJobs = `query($kinds: [ExportKind!]) { getExportJobs(input: { kinds: $kinds }) { totalCount edges { node { id kind } } } }`;

interface Job {
  id: number;
  status: string;
  progress: number;
  total: number | null;
  fileName: string | null;
  error: string | null;
  downloadUrl: string | null;
  params: Record<string, unknown>;
}

let engine: TestEngine;
let exportsDir: string;
let filesDir: string;
const tokens = { manager: '', alphaOnly: '', noPermission: '' };
const ids: Record<string, number> = {};

beforeAll(async () => {
  exportsDir = mkdtempSync(join(tmpdir(), 'masthead-exports-'));
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-files-'));
  process.env.EXPORTS_DIR = exportsDir;
  process.env.FILES_DIR = filesDir;
  engine = await createTestEngine();
  const db = engine.db;
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(db, { key, name: `${key} Site` });
  tokens.manager = await cmsToken(engine, {
    username: 'exporter',
    tenants: ['alpha', 'beta'],
    extraPermissions: ['manage_print_export'],
  });
  tokens.alphaOnly = await cmsToken(engine, {
    username: 'alpha-exporter',
    tenants: ['alpha'],
    extraPermissions: ['manage_print_export'],
  });
  tokens.noPermission = await cmsToken(engine, { username: 'plain-editor', tenants: ['alpha'] });
  // Companies: two of alpha (one a draft, one deleted), one of beta.
  ids.acme = await insertContent(db, { tenantKey: 'alpha', name: 'Acme, "Freight" Inc', type: 'Company' });
  await db('content')
    .where({ id: ids.acme })
    .update({ link_url: 'https://acme.example', metadata: JSON.stringify({ phone: '555-0100' }) });
  ids.draftCo = await insertContent(db, { tenantKey: 'alpha', name: '=Formula Co', type: 'Company', status: 2 });
  ids.goneCo = await insertContent(db, { tenantKey: 'alpha', name: 'Gone Co', type: 'Company', status: 0 });
  ids.betaCo = await insertContent(db, { tenantKey: 'beta', name: 'Beta Co', type: 'Company' });
  // Taxonomy: a parent with a child; two live items tagged with the child, one deleted.
  ids.parent = await insertTaxonomy(db, { tenantKey: 'alpha', type: 'Category', name: 'Trucks' });
  ids.child = await insertTaxonomy(db, {
    tenantKey: 'alpha',
    type: 'Category',
    name: 'Tires',
    fullName: 'Trucks > Tires',
  });
  await db('taxonomy').where({ id: ids.child }).update({ parent_id: ids.parent });
  ids.betaTerm = await insertTaxonomy(db, { tenantKey: 'beta', name: 'Beta tag' });
  // Articles of an issue (positions out of id order) and elsewhere.
  const march = chicagoDayStart('2026-03-10');
  ids.third = await insertContent(db, {
    tenantKey: 'alpha',
    name: 'Third <story>',
    body: '<p>Three</p>',
    published: march,
  });
  ids.first = await insertContent(db, {
    tenantKey: 'alpha',
    name: 'First story',
    teaser: 'The deck',
    body: '<h2>Part</h2><p>One <strong>bold</strong> \\ end</p>',
    published: march + 3_600_000,
  });
  ids.second = await insertContent(db, {
    tenantKey: 'alpha',
    name: 'Second story',
    type: 'News',
    published: march - 86_400_000 * 30,
  });
  ids.betaStory = await insertContent(db, { tenantKey: 'beta', name: 'Beta story', published: march });
  ids.gammaStory = await insertContent(db, { tenantKey: 'gamma', name: 'Gamma secret', published: march });
  for (const id of [ids.first, ids.second]) await linkTaxonomy(db, { contentId: id, taxonomyId: ids.child });
  await linkTaxonomy(db, { contentId: ids.goneCo, taxonomyId: ids.child });
  mkdirSync(join(filesDir, 'alpha'), { recursive: true });
  writeFileSync(join(filesDir, 'alpha', 'truck.jpg'), 'JPEGDATA');
  const photo = await insertAsset(db, { tenantKey: 'alpha', fileName: 'truck.jpg', src: '/files/alpha/truck.jpg' });
  await db('content').where({ id: ids.first }).update({ primary_image_id: photo });
  ids.publication = await insertPublication(db, { tenantKey: 'alpha', name: 'Fleet Monthly', alias: 'fleet' });
  ids.issue = await insertIssue(db, {
    tenantKey: 'alpha',
    publicationId: ids.publication,
    name: 'March 2026',
    alias: '2026-03',
    mailDate: march,
  });
  const betaPublication = await insertPublication(db, { tenantKey: 'beta', name: 'Beta Mag', alias: 'beta' });
  ids.betaIssue = await insertIssue(db, {
    tenantKey: 'beta',
    publicationId: betaPublication,
    name: 'Beta issue',
    alias: 'b',
    mailDate: march,
  });
  await db('content_issues').insert([
    { content_id: ids.third, issue_id: ids.issue, position: 3 },
    { content_id: ids.first, issue_id: ids.issue, position: 1 },
    { content_id: ids.second, issue_id: ids.issue, position: 2 },
  ]);
});
afterAll(async () => {
  await engine.close();
  rmSync(exportsDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
});

const ask = <T>(query: string, variables: Record<string, unknown>, token = tokens.manager, tenantKey = 'alpha') =>
  engine.gql<T>(query, variables, { token, tenantKey });

async function startJob(kind: string, params: Record<string, unknown> = {}, token?: string) {
  const answer = await ask<{ startExport: Job }>(start, { input: { kind, params } }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.startExport.id;
}

async function settled(id: number) {
  await expect
    .poll(async () => (await ask<{ getExportJob: Job }>(getJob, { id })).data!.getExportJob.status, { timeout: 30_000 })
    .toMatch(/done|failed/);
  return (await ask<{ getExportJob: Job }>(getJob, { id })).data!.getExportJob;
}

const download = (url: string) => engine.app.inject({ method: 'GET', url });
const csvRows = (text: string) => Papa.parse<string[]>(text.trim()).data;

describe('exports (manage_print_export)', () => {
  it('writes the company export: every company of the site but the deleted, with its fields', async () => {
    const job = await settled(await startJob('company'));
    expect(job).toMatchObject({ status: 'done', progress: 2, total: 2, error: null });
    const response = await download(job.downloadUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${job.fileName}"`);
    const rows = csvRows(response.body);
    expect(rows[0]!.slice(0, 5)).toEqual(['ID', 'Name', 'Status', 'URL path', 'Website']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[4], r[5]])).toEqual([
      [String(ids.acme), 'Acme, "Freight" Inc', 'Published', 'https://acme.example', '555-0100'],
      [String(ids.draftCo), "'=Formula Co", 'Draft', '', ''],
    ]);
  });

  it('writes the taxonomy export: type, parent, path and live item count', async () => {
    const job = await settled(await startJob('taxonomy'));
    const rows = csvRows((await download(job.downloadUrl!)).body);
    expect(rows).toEqual([
      ['ID', 'Name', 'Type', 'Parent', 'Path', 'Item count'],
      [String(ids.parent), 'Trucks', 'Category', '', 'Trucks', '0'],
      [String(ids.child), 'Tires', 'Category', 'Trucks', 'Trucks > Tires', '2'],
    ]);
  });

  it('writes the cross-site export in CSV over the sites the user may see, filtered by type and date', async () => {
    const job = await settled(
      await startJob('cross_site', { format: 'csv', types: ['Article'], from: '2026-03-10', to: '2026-03-10' }),
    );
    expect(job.params).toMatchObject({ siteKeys: ['alpha', 'beta'] });
    const rows = csvRows((await download(job.downloadUrl!)).body);
    expect(rows.map((r) => [r[0], r[2], r[5]])).toEqual([
      ['Site', 'ID', 'Name'],
      ['alpha', String(ids.third), 'Third <story>'],
      ['alpha', String(ids.first), 'First story'],
      ['beta', String(ids.betaStory), 'Beta story'],
    ]);
  });

  it('writes the cross-site export in XML with escaped text, one site when named', async () => {
    const job = await settled(await startJob('cross_site', { format: 'xml', sites: ['alpha'], types: ['Article'] }));
    const xml = (await download(job.downloadUrl!)).body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<content>\n')).toBe(true);
    expect(xml).toContain(`<item id="${ids.third}" site="alpha" siteName="alpha Site"><type>Article</type>`);
    expect(xml).toContain('<name>Third &lt;story&gt;</name>');
    expect(xml.match(/<item /g)).toHaveLength(2);
    expect(xml).not.toContain('beta');
  });

  it('refuses a cross-site export naming a site the user may not see, and never includes one', async () => {
    const named = await ask(start, { input: { kind: 'cross_site', params: { format: 'csv', sites: ['gamma'] } } });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const job = await settled(await startJob('cross_site', { format: 'csv' }, tokens.alphaOnly));
    const text = (await download(job.downloadUrl!)).body;
    expect(text).toContain('First story');
    expect(text).not.toMatch(/beta|gamma/i);
  });

  it('writes the print export: tagged text per article in issue order, with images, in a zip', async () => {
    const job = await settled(await startJob('print', { issueId: ids.issue }));
    expect(job).toMatchObject({ status: 'done', total: 3, fileName: 'print-fleet-monthly-march-2026.zip' });
    const response = await download(job.downloadUrl!);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const texts = Object.keys(files)
      .filter((name) => name.endsWith('.txt'))
      .sort();
    expect(texts).toEqual(['001-first-story.txt', '002-second-story.txt', '003-third-story.txt']);
    expect(strFromU8(files['images/001-1-truck.jpg']!)).toBe('JPEGDATA');
    expect(strFromU8(files['001-first-story.txt']!).split('\r\n')).toEqual([
      '<ASCII-WIN>',
      '<vsn:8><fset:InDesign-Roman><ctable:=<Black:COLOR:CMYK:Process:0,0,0,1>>',
      '<pstyle:Headline>First story',
      '<pstyle:Deck>The deck',
      '<pstyle:Subhead>Part',
      '<pstyle:Body>One <cstyle:Bold>bold<cstyle:> \\\\ end',
      '',
    ]);
    expect(strFromU8(files['003-third-story.txt']!)).toContain('<pstyle:Headline>Third \\<story\\>');
  });

  it("refuses another site's issue as a bad parameter", async () => {
    const answer = await ask(start, { input: { kind: 'print', params: { issueId: ids.betaIssue } } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['params.issueId'] });
  });

  it('needs manage_print_export and the tenant: FORBIDDEN otherwise, and another tenant sees no job', async () => {
    const denied = await ask(start, { input: { kind: 'company' } }, tokens.noPermission);
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const list = await ask(listJobs, {}, tokens.noPermission);
    expect(list.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const alphaJob = await startJob('company');
    const onBeta = await ask(getJob, { id: alphaJob }, tokens.manager, 'beta');
    expect(onBeta.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const betaList = await ask<{ getExportJobs: { totalCount: number } }>(listJobs, {}, tokens.manager, 'beta');
    expect(betaList.data!.getExportJobs.totalCount).toBe(0);
    const alphaOnlyOnBeta = await ask(listJobs, {}, tokens.alphaOnly, 'beta');
    expect(alphaOnlyOnBeta.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const kinds = await ask<{ getExportJobs: { edges: { node: { kind: string } }[] } }>(listJobs, { kinds: ['print'] });
    expect(new Set(kinds.data!.getExportJobs.edges.map((e) => e.node.kind))).toEqual(new Set(['print']));
    await settled(alphaJob);
  });

  it('refuses a tampered link (403), an expired link (410) and a link moved to another site (403)', async () => {
    const job = await settled(await startJob('company'));
    const url = new URL(job.downloadUrl!, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const later = new URL(url);
    later.searchParams.set('expires', String(expires + 1));
    const tampered = await download(later.pathname + later.search);
    expect([tampered.statusCode, tampered.body]).toEqual([403, downloadMessages.invalid]);
    const moved = new URL(url);
    moved.searchParams.set('site', 'beta');
    expect((await download(moved.pathname + moved.search)).statusCode).toBe(403);
    const otherJob = new URL(url);
    otherJob.pathname = `/exports/${job.id + 1000}/download`;
    expect((await download(otherJob.pathname + otherJob.search)).statusCode).toBe(403);
    const { checkDownload, exportDownloadSecret, signDownload } = await import('../download-token.ts');
    const secret = await exportDownloadSecret(engine.db);
    const past = { tenantKey: 'alpha', jobId: job.id, expires: Date.now() - 1000 };
    expect(checkDownload(secret, past, signDownload(secret, past), Date.now())).toBe('expired');
    const expired = await download(
      `/exports/${job.id}/download?site=alpha&expires=${past.expires}&sig=${signDownload(secret, past)}`,
    );
    expect([expired.statusCode, expired.body]).toEqual([410, downloadMessages.expired]);
    // A genuine link of a job whose file is past its keeping time.
    await engine
      .db('export_jobs')
      .where({ id: job.id })
      .update({ expires: Date.now() - 1 });
    expect((await download(job.downloadUrl!)).statusCode).toBe(410);
    expect((await ask<{ getExportJob: Job }>(getJob, { id: job.id })).data!.getExportJob.downloadUrl).toBeNull();
    const { file_path: kept } = await engine.db('export_jobs').where({ id: job.id }).first('file_path');
    expect(existsSync(join(exportsDir, String(kept)))).toBe(true);
    await pruneExpiredExports(engine.db, Date.now());
    expect(existsSync(join(exportsDir, String(kept)))).toBe(false);
    expect(await engine.db('export_jobs').where({ id: job.id }).first('file_path')).toEqual({ file_path: null });
  });

  it('resumes a job whose server stopped mid-run: the lease lapses and the job is written again whole', async () => {
    const id = await startJob('cross_site', { format: 'csv', sites: ['alpha'] });
    await settled(id);
    await engine.db('export_jobs').where({ id }).update({ status: 'queued', lease_until: null, file_path: null });
    // A runner that stops (a frozen or killed process) after its first batch, holding its lease.
    let wake = () => {};
    const frozen = runExportJob(
      engine.context(),
      { tenantKey: 'alpha', jobId: id },
      { batchSize: 2, afterProgress: () => new Promise<void>((resolve) => (wake = resolve)) },
    );
    await expect
      .poll(async () => Number((await engine.db('export_jobs').where({ id }).first('progress')).progress))
      .toBe(2);
    // While its lease holds, nobody takes over.
    await runExportJob(engine.context(), { tenantKey: 'alpha', jobId: id });
    expect((await engine.db('export_jobs').where({ id }).first('status', 'attempt')).status).toBe('running');
    // Its lease lapses: the admin's poll runs the job again, from the start, to the end.
    await engine
      .db('export_jobs')
      .where({ id })
      .update({ lease_until: Date.now() - 1 });
    const job = await settled(id);
    expect(job).toMatchObject({ status: 'done', progress: job.total });
    const rows = csvRows((await download(job.downloadUrl!)).body);
    expect(rows).toHaveLength(1 + job.total!);
    expect(new Set(rows.slice(1).map((r) => r[2])).size).toBe(job.total);
    // The stopped runner wakes up and finds the job is no longer its own: it leaves it alone.
    wake();
    await frozen;
    expect((await ask<{ getExportJob: Job }>(getJob, { id })).data!.getExportJob).toMatchObject({ status: 'done' });
    expect((await download(job.downloadUrl!)).statusCode).toBe(200);
  });

  it('serves the InDesign script package', async () => {
    const response = await download('/scripts/indesign.zip');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['Masthead/README.txt', 'Masthead/import-tagged-text.jsx']);
    expect(strFromU8(files['Masthead/import-tagged-text.jsx']!)).toContain('//@target indesign');
  });
});

#!/usr/bin/env node
// `npm test`: type check, lint, unit tests, integration tests on SQLite and again on
// PostgreSQL. Ends with one summary line: "N passed, N failed".
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';

const pgUrl = process.env.TEST_DATABASE_URL_PG || 'postgres://127.0.0.1:5432/test';
const resultsDir = 'var/test-results';
mkdirSync(resultsDir, { recursive: true });

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function ensurePostgres() {
  if (await portOpen(5432)) return;
  console.log('PostgreSQL is not answering on 127.0.0.1:5432; trying to start it');
  try {
    const versions = readdirSync('/etc/postgresql');
    for (const version of versions)
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error.message}`);
  }
  for (let i = 0; i < 20 && !(await portOpen(5432)); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await portOpen(5432)))
    throw new Error('PostgreSQL is required for the integration suite (postgres://127.0.0.1:5432/test)');
}

/**
 * Installs the Debian package of each command the tests run that the machine lacks (a fresh CI
 * machine has none of them): `{ command: package }`. Runs `apt-get update` only when an install
 * fails, as on a machine whose package lists are missing or stale.
 */
function ensureDebianPackages(packages) {
  const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (pkg) => spawnSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit', env }).status === 0;
  for (const [command, pkg] of Object.entries(packages)) {
    if (has(command)) continue;
    console.log(`${command} is not installed; installing the Debian package ${pkg}`);
    if (!install(pkg)) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      if (!install(pkg)) console.error(`Could not install ${pkg}; the tests that need ${command} will fail.`);
    }
  }
}

let failedSteps = 0;
const step = (name, command, args, env = {}) => {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : `FAILED (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failedSteps++;
};

const vitest = (name, project, file, env) =>
  step(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${resultsDir}/${file}.json`,
    ],
    env,
  );

await ensurePostgres();
// xmllint validates sitemaps, java runs the Nu HTML Checker (vnu-jar), chromium drives browser tests.
ensureDebianPackages({ xmllint: 'libxml2-utils', java: 'default-jre-headless', chromium: 'chromium' });
step('type check', 'npx', ['tsc', '--noEmit']);
step('lint and format', 'npm', ['run', '--silent', 'lint']);
vitest('unit tests', 'unit', 'unit', {});
vitest('integration tests on SQLite', 'integration', 'integration-sqlite', { TEST_DATABASE_URL: '' });
vitest('integration tests on PostgreSQL', 'integration', 'integration-postgres', { TEST_DATABASE_URL: pgUrl });
vitest('browser end-to-end tests', 'e2e', 'e2e', { TEST_DATABASE_URL: '' });

let passed = 0;
let failed = 0;
for (const file of ['unit', 'integration-sqlite', 'integration-postgres', 'e2e']) {
  const path = `${resultsDir}/${file}.json`;
  if (!existsSync(path)) {
    failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  // The failures again at the end, where a reader of only the log's tail sees them.
  for (const result of report.testResults ?? []) {
    const path = result.name.replace(`${process.cwd()}/`, '');
    const failures = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (!failures.length && result.status === 'failed')
      console.log(`  FAILED ${path}: ${(result.message || 'the file did not run').split('\n')[0]}`);
    for (const test of failures)
      console.log(`  FAILED ${path} > ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
  }
}
if (failedSteps && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps || failed ? 1 : 0);

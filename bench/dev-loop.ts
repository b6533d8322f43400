/**
 * `npm run bench:dev-loop`: against a running `npm run dev` (PORT, default 4455), opens a tenant
 * page in Chromium, edits a site component (site/components/Footer.astro by default) and measures
 * the time from the save to the page reloaded with the change (the site bundle rebuilt in a child
 * process, swapped, the open page regenerated); then undoes the edit and measures that reload too.
 * The server must still answer afterwards. The component is restored even when a step fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../e2e/browser.ts';

const port = Number(process.env.PORT || 4455);
const tenant = process.env.TENANT || 'fleetowner';
const file = process.env.COMPONENT || 'site/components/Footer.astro';
const timeoutMs = 5 * 60_000;
const url = `http://${tenant}.localhost:${port}/`;
const original = readFileSync(file, 'utf8');

const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});

/** Opens the page and waits until it follows the reload channel. */
async function openFollowing(page: Page) {
  const following = page.waitForResponse((response) => response.url().includes('/__masthead/dev-reload?'));
  await page.goto(url);
  await following;
}

/** Saves `text` into the component and waits for the page to reload showing (or no longer showing) `marker`. */
async function saveAndWaitForReload(page: Page, text: string, marker: string, shown: boolean) {
  const loaded = page.waitForEvent('load', { timeout: timeoutMs });
  const following = page.waitForResponse((response) => response.url().includes('/__masthead/dev-reload?'), {
    timeout: timeoutMs,
  });
  const saved = Date.now();
  writeFileSync(file, text);
  await loaded;
  const reloadedMs = Date.now() - saved;
  const html = await page.content();
  if (html.includes(marker) !== shown)
    throw new Error(`The reloaded page ${shown ? 'lacks' : 'still shows'} ${marker}`);
  await following;
  return reloadedMs;
}

/** Asks /health every 250 ms while the loop runs: the server must keep answering during a rebuild. */
function watchHealth() {
  let slowestMs = 0;
  let failures = 0;
  let asking = true;
  const loop = (async () => {
    while (asking) {
      const started = Date.now();
      const ok = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(10_000) }).then(
        (response) => response.ok,
        () => false,
      );
      slowestMs = Math.max(slowestMs, Date.now() - started);
      if (!ok) failures++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return async () => {
    asking = false;
    await loop;
    return { slowestHealthMs: slowestMs, healthFailures: failures };
  };
}

try {
  const page = await browser.newPage();
  await openFollowing(page);
  const marker = `dev-loop-${Date.now()}`;
  const edited = original.replace('<div class="inner">', `<div class="inner"><p class="dev-loop-marker">${marker}</p>`);
  if (edited === original) throw new Error(`${file} has no <div class="inner"> to add the marker to`);
  const health = watchHealth();
  const editMs = await saveAndWaitForReload(page, edited, marker, true);
  const undoMs = await saveAndWaitForReload(page, original, marker, false);
  const answered = await health();
  if (answered.healthFailures) throw new Error(`/health failed ${answered.healthFailures} time(s) during the rebuilds`);
  console.log(
    JSON.stringify(
      { component: file, page: url, editToReloadMs: editMs, undoToReloadMs: undoMs, ...answered },
      null,
      2,
    ),
  );
} finally {
  if (readFileSync(file, 'utf8') !== original) writeFileSync(file, original);
  await browser.close();
}

import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (installed by the test command when missing); never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is not installed at ${chromiumPath}: run "apt-get install -y chromium" (npm test does this when it can).`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';

/** Debian's Chromium (installed by the test command when missing); never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(
      `Chromium is not installed at ${chromiumPath}: run "apt-get install -y chromium" (npm test does this when it can).`,
    );
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Listens on a free port of 127.0.0.1 and opens Chromium: the tenant's address (`<key>.localhost`) and the browser. */
export async function serveToBrowser(
  engine: TestEngine,
  tenantKey = 'fleetowner',
): Promise<{ base: string; browser: Browser }> {
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://${tenantKey}.localhost:${(engine.app.server.address() as AddressInfo).port}`;
  return { base, browser: await launchBrowser() };
}

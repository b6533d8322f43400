import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedDemo, type DemoSeedOptions } from '../db/seed/seed-demo.ts';
import type { EnginePorts } from '../content-engine/ports/engine-ports.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';

/** An e2e suite's engine on the seeded demo, served to Chromium. */
export interface DemoSession {
  engine: TestEngine;
  browser: Browser;
  /** The tenant's address: http://<key>.localhost:<port>. */
  base: string;
  /** Uncaught errors of the pages opened with `newPage`; `close` expects none. */
  pageErrors: string[];
  /** A fresh browser context (cookies of its own) and a page in it whose uncaught errors are collected. */
  newPage(options?: Parameters<Browser['newContext']>[0]): Promise<{ context: BrowserContext; page: Page }>;
  /** Closes the browser and the engine, removes the seed's files, then expects no page errors. */
  close(): Promise<void>;
}

/**
 * Starts an engine, seeds the demo and opens Chromium on a tenant's address. `site: true` serves
 * the built site (the seed's files in a temporary folder), `admin: true` the built admin.
 */
export async function startDemoSession({
  site = false,
  admin = false,
  tenantKey = 'fleetowner',
  seed = {},
  ports,
}: {
  site?: boolean;
  admin?: boolean;
  tenantKey?: string;
  seed?: Omit<DemoSeedOptions, 'filesDir'>;
  /** External services in place of the environment's (see createTestEngine). */
  ports?: Partial<EnginePorts>;
}): Promise<DemoSession> {
  const filesDir = site ? mkdtempSync(join(tmpdir(), 'masthead-e2e-')) : undefined;
  const removeFiles = () => filesDir && rmSync(filesDir, { recursive: true, force: true });
  let engine: TestEngine | undefined;
  try {
    engine = await createTestEngine({ site, admin, filesDir, ports });
    await seedDemo(engine.db, { ...seed, filesDir });
    const { base, browser } = await serveToBrowser(engine, tenantKey);
    const started = engine;
    const pageErrors: string[] = [];
    return {
      engine: started,
      browser,
      base,
      pageErrors,
      async newPage(options = {}) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        page.on('pageerror', (error) => pageErrors.push(error.message));
        return { context, page };
      },
      async close() {
        await browser.close();
        await started.close();
        removeFiles();
        expect(pageErrors).toEqual([]);
      },
    };
  } catch (error) {
    await engine?.close();
    removeFiles();
    throw error;
  }
}

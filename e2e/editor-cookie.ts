import type { BrowserContext } from 'playwright-core';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { insertCmsUser, loginAs } from '../content-engine/testing/fixtures-cms-users.ts';
import { cmsBearerTokenCookie } from '../content-engine/shared/session-cookies.ts';

let editors = 0;

/**
 * Signs a new CMS editor of the tenant in to a browser context (the admin's bearer cookie on the
 * site's address), for pages asked with `cache-bypass=true`: only a signed-in CMS user gets a
 * live render, anyone else the stored page.
 */
export async function signInEditor(
  engine: TestEngine,
  context: BrowserContext,
  { base, tenantKey }: { base: string; tenantKey: string },
) {
  const editor = await insertCmsUser(engine.db, { username: `e2e-bypass-editor-${++editors}`, tenants: [tenantKey] });
  const { bearerToken } = await loginAs(engine.context(), editor);
  await context.addCookies([{ name: cmsBearerTokenCookie, value: bearerToken, url: base }]);
}

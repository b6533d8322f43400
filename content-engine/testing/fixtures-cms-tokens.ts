import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { insertCmsUser, loginAs } from './fixtures-cms-users.ts';
import type { TestEngine } from './test-engine.ts';

/** A bearer token of a new active CMS user (see insertCmsUser for the options). */
export async function cmsToken(engine: TestEngine, user: Parameters<typeof insertCmsUser>[1]): Promise<string> {
  const created = await insertCmsUser(engine.db, user);
  return (await loginAs(engine.context(), created)).bearerToken;
}

/** The text of a served operation document, e.g. "mutation/redirect/createRedirect". */
export const operationDocument = (name: string) =>
  readFile(fileURLToPath(new URL(`../documents/${name}.gql`, import.meta.url)), 'utf8');

/**
 * The three users the dev-tool tests sign in as: a global administrator, a developer of alpha only
 * (manage_modules on that site) and a global editor (no manage_modules).
 */
export async function devToolTokens(engine: TestEngine) {
  return {
    admin: await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true }),
    alphaDeveloper: await cmsToken(engine, {
      username: 'alpha-developer',
      role: 'viewer',
      extraPermissions: ['manage_modules'],
      tenants: ['alpha'],
    }),
    editor: await cmsToken(engine, { username: 'editor', role: 'editor', isGlobal: true }),
  };
}

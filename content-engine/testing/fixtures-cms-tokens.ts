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

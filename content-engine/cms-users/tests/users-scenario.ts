import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalMailer, type LocalMailer } from '../../mail/index.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The scenario of the CMS users management suites: tenants a and b; a global administrator; a
 * manager of tenant a (editor + manage_users); an editor of a without manage_users; and users
 * of a, of b, of both, and a global one. Calls go through the served operation documents.
 */

export interface CallResult<T> {
  status: number;
  value?: T;
  code?: string;
  message?: string;
}

export interface UsersScenario {
  engine: TestEngine;
  mailer: LocalMailer;
  users: Record<'admin' | 'managerA' | 'editorA' | 'ann' | 'bob' | 'cy' | 'gus', CmsUserFixture>;
  tokens: Record<'admin' | 'managerA' | 'editorA', string>;
  /** Sends the document `query/cmsUser/<name>` or `mutation/cmsUser/<name>` with `{ input }` to tenant a unless told. */
  call<T>(
    name: string,
    input?: Record<string, unknown>,
    options?: { token?: string; tenantKey?: string },
  ): Promise<CallResult<T>>;
  close(): Promise<void>;
}

const queries = new Set([
  'getCmsUserStream',
  'getCmsUser',
  'getCmsRoles',
  'getActiveCMSUser',
  'validateCMSUserBearerToken',
]);

export async function createUsersScenario(): Promise<UsersScenario> {
  const mailDir = await mkdtemp(join(tmpdir(), 'masthead-mail-'));
  const mailer = createLocalMailer({ dir: mailDir });
  const engine = await createTestEngine({ ports: { mail: mailer } });
  await insertTenant(engine.db, { key: 'a' });
  await insertTenant(engine.db, { key: 'b' });
  const users = {
    admin: await insertCmsUser(engine.db, { username: 'admin', role: 'administrator', isGlobal: true }),
    managerA: await insertCmsUser(engine.db, {
      username: 'manager-a',
      tenants: ['a'],
      extraPermissions: ['manage_users'],
    }),
    editorA: await insertCmsUser(engine.db, { username: 'editor-a', tenants: ['a'] }),
    ann: await insertCmsUser(engine.db, { username: 'ann', email: 'ann.archer@example.com', tenants: ['a'] }),
    bob: await insertCmsUser(engine.db, { username: 'bob', tenants: ['b'] }),
    cy: await insertCmsUser(engine.db, { username: 'cy', tenants: ['a', 'b'], status: 0 }),
    gus: await insertCmsUser(engine.db, { username: 'gus', isGlobal: true }),
  };
  const token = async (user: CmsUserFixture) => (await loginAs(engine.context(), user)).bearerToken;
  const tokens = {
    admin: await token(users.admin),
    managerA: await token(users.managerA),
    editorA: await token(users.editorA),
  };
  const documents = new Map<string, string>();
  return {
    engine,
    mailer,
    users,
    tokens,
    async call<T>(
      name: string,
      input?: Record<string, unknown>,
      { token = tokens.admin, tenantKey = 'a' }: { token?: string; tenantKey?: string } = {},
    ) {
      const path = `${queries.has(name) ? 'query' : 'mutation'}/cmsUser/${name}`;
      if (!documents.has(path)) documents.set(path, await operationDocument(path));
      const result = await engine.gql<Record<string, T>>(documents.get(path)!, input ? { input } : {}, {
        token: token || undefined,
        tenantKey,
      });
      return {
        status: result.status,
        value: result.data?.[name],
        code: result.errors?.[0]?.extensions.code,
        message: result.errors?.[0]?.message,
      };
    },
    async close() {
      await engine.close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

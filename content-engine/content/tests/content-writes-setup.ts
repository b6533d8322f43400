import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The scenario of the content-write suites: tenants alpha and beta (layouts/tests/two-tenants),
 * editors signed in through the real login, and a clock the tests can move.
 */

export interface WriteScenario {
  engine: TestEngine;
  a: TenantFixture;
  b: TenantFixture;
  /** An editor limited to alpha. */
  editorToken: string;
  /** Moves the engine's clock forward. */
  advance: (ms: number) => void;
  /** Runs a named document of documents/{query|mutation}/ (the file clients download). */
  run: <T = Record<string, EditedContent>>(
    document: string,
    variables: Record<string, unknown>,
    options?: { tenantKey?: string; token?: string | null },
  ) => Promise<GqlResult<T>>;
}

export interface GqlResult<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions: { code: string } }[];
}

/** The fields of the mutation documents' EditedContent fragment that the suites read. */
export interface EditedContent {
  id: number;
  type: string;
  status: number;
  userRegistration: { isRequired: boolean };
  name: string;
  teaser: string;
  body: string;
  alias: string;
  canonicalPath: string;
  published: number | null;
  expires: number | null;
  updated: number;
  createdBy: string | null;
  sectionId: number | null;
  authors: { edges: { node: { id: number; name: string } }[] };
  primarySection: { id: number; alias: string } | null;
  websiteSchedules: { section: { id: number }; option: string; startDate: number; endDate: number | null }[];
}

export async function createWriteScenario(): Promise<WriteScenario> {
  let offset = 0;
  const engine = await createTestEngine({ now: () => Date.now() + offset });
  const a = await buildTenant(engine.db, 'alpha');
  const b = await buildTenant(engine.db, 'beta');
  const editor = await insertCmsUser(engine.db, { username: 'eddie', tenants: ['alpha'] });
  const { bearerToken: editorToken } = await loginAs(engine.context(), editor);
  const documents = new Map<string, string>();
  const documentText = async (name: string) => {
    if (!documents.has(name))
      documents.set(name, (await engine.app.inject({ method: 'GET', url: `/graphql/${name}.gql` })).body);
    return documents.get(name)!;
  };
  return {
    engine,
    a,
    b,
    editorToken,
    advance: (ms) => void (offset += ms),
    run: async <T>(
      document: string,
      variables: Record<string, unknown>,
      { tenantKey = 'alpha', token = editorToken }: { tenantKey?: string; token?: string | null } = {},
    ) => engine.gql<T>(await documentText(document), variables, { tenantKey, token: token ?? undefined }),
  };
}

/** A teaser of the length the spec allows (50–600 characters). */
export const teaser = (text: string) => `${text} `.padEnd(60, '.');

import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The scenario of the history suites: tenants alpha and beta (layouts/tests/two-tenants), a fixed
 * clock, and editors of each tenant who may read the history, plus one of alpha who may not.
 * Requests go through the served operation documents, as the admin sends them.
 */

export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryNode {
  id: number;
  at: number;
  cmsUserId: number | null;
  username: string;
  tenantKey: string | null;
  entityType: string;
  entityId: string;
  action: string;
  changes: HistoryChange[];
}

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions: { code: string } }[];
}

export interface HistoryScenario {
  engine: TestEngine;
  a: TenantFixture;
  b: TenantFixture;
  /** The engine's clock (fixed; move it with `at`). */
  clock: { now: number };
  tokens: { alice: string; bob: string; nosy: string };
  /** Runs a named document of documents/ ("mutation/redirect/deleteRedirect") as alice on alpha unless told. */
  run: <T>(
    document: string,
    variables: Record<string, unknown>,
    options?: { token?: string; tenantKey?: string },
  ) => Promise<GqlResult<T>>;
  /** getHistory through its document, as alice on alpha unless told. */
  history: (
    input?: Record<string, unknown>,
    options?: { token?: string; tenantKey?: string },
  ) => Promise<
    GqlResult<{
      getHistory: { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: HistoryNode }[] };
    }>
  >;
}

/** Everything the site-structure writes need, and view_history. */
const writer = ['view_history', 'manage_site_sections', 'manage_site_settings', 'manage_site_layouts'];

export async function createHistoryScenario(): Promise<HistoryScenario> {
  const clock = { now: Date.UTC(2026, 2, 2, 15, 30) };
  const engine = await createTestEngine({ now: () => clock.now });
  const a = await buildTenant(engine.db, 'alpha');
  const b = await buildTenant(engine.db, 'beta');
  const tokens = {
    alice: await cmsToken(engine, { username: 'alice', tenants: ['alpha'], extraPermissions: writer }),
    bob: await cmsToken(engine, { username: 'bob', tenants: ['beta'], extraPermissions: writer }),
    nosy: await cmsToken(engine, { username: 'nosy', tenants: ['alpha'] }),
  };
  const run = async <T>(
    document: string,
    variables: Record<string, unknown>,
    { token = tokens.alice, tenantKey = 'alpha' } = {},
  ) => engine.gql<T>(await operationDocument(document), variables, { token, tenantKey });
  return {
    engine,
    a,
    b,
    clock,
    tokens,
    run,
    history: (input = {}, options) => run('query/getHistory', { input }, options),
  };
}

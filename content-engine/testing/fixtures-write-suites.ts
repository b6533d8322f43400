import { buildTenant, type TenantFixture } from '../layouts/tests/two-tenants.ts';
import { operationDocument } from './fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from './test-engine.ts';

/*
 * The scenario of the admin write suites (redirects, sections, layouts, settings): tenants alpha
 * and beta of layouts/tests/two-tenants on a fresh engine, and the served mutation documents.
 */

export interface MutationResult<T> {
  status: number;
  data?: Record<string, T>;
  errors?: { message: string; extensions: { code: string } }[];
  /** The mutation's field. */
  value?: T;
  /** The first error's code and message. */
  code?: string;
  message?: string;
}

/** A change event without its time, as the suites compare them. */
export interface EmittedChange {
  tenantKey: string;
  kind: string;
  tags: string[];
}

export interface WriteSuite<F extends string> {
  engine: TestEngine;
  a: TenantFixture;
  b: TenantFixture;
  /** Sends the document of mutation `field` with `{ input }` (to tenant alpha unless told; no token when blank). */
  mutate: <T>(
    field: F,
    input: Record<string, unknown>,
    options?: { token?: string; tenantKey?: string },
  ) => Promise<MutationResult<T>>;
  /** The change events emitted while `action` ran, listeners included. */
  eventsOf: (action: () => Promise<unknown>) => Promise<EmittedChange[]>;
}

/** `folder` of documents/mutation/ (e.g. "redirect") and the mutations the suite sends (e.g. "createRedirect"). */
export async function createWriteSuite<F extends string>(folder: string, fields: readonly F[]): Promise<WriteSuite<F>> {
  const engine = await createTestEngine();
  const a = await buildTenant(engine.db, 'alpha');
  const b = await buildTenant(engine.db, 'beta');
  const documents = new Map<string, string>();
  for (const field of fields) documents.set(field, await operationDocument(`mutation/${folder}/${field}`));
  return {
    engine,
    a,
    b,
    async mutate<T>(
      field: F,
      input: Record<string, unknown>,
      { token, tenantKey = 'alpha' }: { token?: string; tenantKey?: string } = {},
    ) {
      const result = await engine.gql<Record<string, T>>(
        documents.get(field)!,
        { input },
        { token: token || undefined, tenantKey },
      );
      return {
        ...result,
        value: result.data?.[field],
        code: result.errors?.[0]?.extensions.code,
        message: result.errors?.[0]?.message,
      };
    },
    async eventsOf(action) {
      const from = engine.emitted.length;
      await action();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return engine.emitted.slice(from).map(({ tenantKey, kind, tags }) => ({ tenantKey, kind, tags }));
    },
  };
}

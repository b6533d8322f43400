import type { MailMessage, Mailer } from '../../core/mailer.ts';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { insertPerson } from '../../testing/fixtures-catalogue.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/** A mailer that keeps what it is given. */
export const keepingMailer = (): Mailer & { sent: MailMessage[] } => {
  const sent: MailMessage[] = [];
  return { defaultFrom: 'Masthead <no-reply@test>', sent, send: async (message) => void sent.push(message) };
};

export interface ContractScenario {
  engine: TestEngine;
  mailer: ReturnType<typeof keepingMailer>;
  tokens: Record<'manager' | 'editor' | 'betaManager', string>;
  people: Record<'ann' | 'bob' | 'beta', number>;
  /** Sends the served document `kind/contract/name` with `{ input }`; the field's value, or the first error. */
  call: <T = Record<string, unknown>>(
    document: string,
    input?: Record<string, unknown> | null,
    options?: { token?: string; tenantKey?: string },
  ) => Promise<{ value?: T; code?: string; message?: string }>;
}

/** Tenants alpha and beta, people on each, a contract manager, an editor and beta's manager. */
export async function contractScenario(): Promise<ContractScenario> {
  const mailer = keepingMailer();
  const engine = await createTestEngine({ ports: { mail: mailer } });
  await insertTenant(engine.db, { key: 'alpha', domains: ['alpha.example.com'] });
  await insertTenant(engine.db, { key: 'beta', domains: ['beta.example.com'] });
  const people = {
    ann: await insertPerson(engine.db, {
      tenantKey: 'alpha',
      firstName: 'Ann',
      lastName: 'Writer',
      email: 'ann@x.test',
    }),
    bob: await insertPerson(engine.db, { tenantKey: 'alpha', firstName: 'Bob', lastName: 'Shooter' }),
    beta: await insertPerson(engine.db, { tenantKey: 'beta', firstName: 'Bea', lastName: 'Other' }),
  };
  const manage = ['manage_contracts'];
  const tokens = {
    manager: await cmsToken(engine, { username: 'contracts', tenants: ['alpha'], extraPermissions: manage }),
    editor: await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] }),
    betaManager: await cmsToken(engine, { username: 'beta-contracts', tenants: ['beta'], extraPermissions: manage }),
  };
  const documents = new Map<string, string>();
  const call: ContractScenario['call'] = async (document, input, { token, tenantKey = 'alpha' } = {}) => {
    if (!documents.has(document)) documents.set(document, await operationDocument(document));
    const field = document.split('/').pop()!;
    const result = await engine.gql<Record<string, unknown>>(
      documents.get(document)!,
      input === null ? {} : { input: input ?? {} },
      { token, tenantKey },
    );
    const error = result.errors?.[0];
    return {
      value: result.data?.[field] as never,
      code: error?.extensions.code,
      message: error?.message,
    };
  };
  return { engine, mailer, tokens, people, call };
}

/** A Pending contract row of `tenantKey` with `contributorId`, the title carrying the tenant's key; its id and token. */
export async function insertContract(
  db: TestEngine['db'],
  { tenantKey, contributorId }: { tenantKey: string; contributorId: number },
): Promise<{ id: number; token: string }> {
  const token = `${tenantKey}-token-${contributorId}`.padEnd(43, 'x');
  const [row] = await db('contracts')
    .insert({
      tenant_key: tenantKey,
      contributor_id: contributorId,
      title: `${tenantKey} contract`,
      terms: `<p>${tenantKey} terms</p>`,
      token,
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  return { id: typeof row === 'object' ? Number((row as { id: number }).id) : Number(row), token };
}

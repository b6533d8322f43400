import { insertTenant } from '../../testing/fixtures.ts';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The scenario of the site-licence suites: tenants alpha and beta; a gatekeeper (manage_ip_gating
 * on alpha), a beta gatekeeper, and an editor without the permission. Requests go through the
 * served operation documents, as the admin and the islands send them, from any client address.
 */

export interface GqlResult<T> {
  status: number;
  headers: Record<string, unknown>;
  data?: T;
  errors?: { message: string; extensions: { code: string } }[];
}

export interface LicenseNode {
  id: number;
  companyName: string;
  ipRanges: string[];
  status: 'active' | 'inactive';
  startDate: string | null;
  endDate: string | null;
  membershipIds: number[];
  created: number;
  updated: number;
}

export interface Caller {
  token?: string;
  tenantKey?: string;
  /** The socket's peer (127.0.0.1 by default: a proxy on this machine). */
  remoteAddress?: string;
  forwardedFor?: string;
}

export interface SiteLicenseScenario {
  engine: TestEngine;
  tokens: { gatekeeper: string; betaGatekeeper: string; editor: string };
  /** Runs a named document (e.g. "mutation/siteLicense/createSiteLicense") as the alpha gatekeeper unless told. */
  run: <T>(document: string, variables: Record<string, unknown>, caller?: Caller) => Promise<GqlResult<T>>;
  /** Creates a licence on alpha (or the caller's tenant) as the gatekeeper; returns it. */
  create: (input: Record<string, unknown>, caller?: Caller) => Promise<LicenseNode>;
  /** The company siteLicenseCompany answers, asked as the islands ask it: anonymous unless told. Throws on errors. */
  lookup: (caller: Caller, userIpAddress?: string) => Promise<string | null>;
}

export async function createSiteLicenseScenario(): Promise<SiteLicenseScenario> {
  const engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  const tokens = {
    gatekeeper: await cmsToken(engine, {
      username: 'gatekeeper',
      tenants: ['alpha'],
      extraPermissions: ['manage_ip_gating'],
    }),
    betaGatekeeper: await cmsToken(engine, {
      username: 'beta-gatekeeper',
      tenants: ['beta'],
      extraPermissions: ['manage_ip_gating'],
    }),
    editor: await cmsToken(engine, { username: 'editor', tenants: ['alpha', 'beta'] }),
  };
  const documents = new Map<string, string>();
  const documentText = async (name: string) =>
    documents.get(name) ?? documents.set(name, await operationDocument(name)).get(name)!;

  async function run<T>(
    document: string,
    variables: Record<string, unknown>,
    { token = tokens.gatekeeper, tenantKey = 'alpha', remoteAddress, forwardedFor }: Caller = {},
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'tenant-key': tenantKey };
    if (token) headers.authorization = `Bearer ${token}`;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const response = await engine.app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      remoteAddress,
      payload: { query: await documentText(document), variables },
    });
    return { status: response.statusCode, headers: response.headers, ...response.json() };
  }

  return {
    engine,
    tokens,
    run,
    async create(input, caller) {
      const result = await run<{ createSiteLicense: LicenseNode }>(
        'mutation/siteLicense/createSiteLicense',
        { input },
        caller,
      );
      if (!result.data) throw new Error(`createSiteLicense failed: ${JSON.stringify(result.errors)}`);
      return result.data.createSiteLicense;
    },
    async lookup(caller, userIpAddress) {
      const result = await run<{ siteLicenseCompany: { companyName: string } | null }>(
        'query/siteLicense/siteLicenseCompany',
        userIpAddress ? { userIpAddress } : {},
        { token: '', ...caller },
      );
      if (result.errors || !result.data) throw new Error(`siteLicenseCompany failed: ${JSON.stringify(result.errors)}`);
      return result.data.siteLicenseCompany?.companyName ?? null;
    },
  };
}

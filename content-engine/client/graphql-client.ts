import { ClientError, fromNetworkFailure, nonJsonMessage } from './client-errors.ts';
import { createDocumentLoader, type OperationKind } from './operation-documents.ts';
import { csrfHeader, csrfHeaderValue } from '../shared/session-cookies.ts';

/**
 * Which tenant is asked (spec admin §7). Who asks is not here: the CMS user's and the site user's
 * tokens travel in the engine's HttpOnly cookies, which page scripts cannot read (ADR 0036).
 */
export interface ClientIdentity {
  /** The tenant key; 'auto' or absent sends the domain instead. */
  tenantKey?: string | null;
  tenantDomain?: string | null;
}

export interface GraphQLClientOptions {
  /** Origin of the engine; '' for the page's own; a function when it can change (dev tools' endpoint cookie). */
  endpoint?: string | (() => string);
  identity: () => ClientIdentity;
  fetch?: typeof globalThis.fetch;
}

export interface GraphQLClient {
  /** Runs a named query (`cmsUser/getActiveCMSUser`); retried once on failure. */
  query<T>(name: string, variables?: Record<string, unknown>): Promise<T>;
  /** Runs a named mutation; never retried. */
  mutate<T>(name: string, variables?: Record<string, unknown>): Promise<T>;
}

interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * The islands' GraphQL client (the admin's is graphql-request, ADR 38; the islands keep this one
 * for their 50 KB budget, ADR 39): downloads the named document,
 * POSTs it with the tenant header, the session cookies (same origin only) and the CSRF header that
 * lets the engine honour them, and maps failures to the texts of
 * spec §8 (first GraphQL error; non-JSON status text; network failure → the database message).
 */
export function createGraphQLClient({
  endpoint = '',
  identity,
  fetch = globalThis.fetch.bind(globalThis),
}: GraphQLClientOptions): GraphQLClient {
  const endpointOf = typeof endpoint === 'function' ? endpoint : () => endpoint;
  const documentFor = createDocumentLoader({ endpoint: endpointOf, fetch });

  function headers(): Record<string, string> {
    const { tenantKey, tenantDomain } = identity();
    const result: Record<string, string> = { 'content-type': 'application/json', [csrfHeader]: csrfHeaderValue };
    if (tenantKey && tenantKey !== 'auto') result['tenant-key'] = tenantKey;
    else if (tenantDomain) result['tenant-domain'] = tenantDomain;
    return result;
  }

  async function call<T>(kind: OperationKind, name: string, variables: Record<string, unknown>): Promise<T> {
    const query = await documentFor(kind, name);
    let response: Response;
    try {
      response = await fetch(`${endpointOf()}/graphql`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: headers(),
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      throw fromNetworkFailure(error);
    }
    let body: GraphQLBody<T>;
    try {
      body = (await response.json()) as GraphQLBody<T>;
    } catch {
      throw new ClientError(nonJsonMessage(response.status, response.statusText), response.status);
    }
    const [first] = body.errors ?? [];
    if (first) throw new ClientError(first.message, response.status, first.extensions?.code ?? null);
    if (!response.ok || body.data == null)
      throw new ClientError(nonJsonMessage(response.status, response.statusText), response.status);
    return body.data;
  }

  return {
    async query(name, variables = {}) {
      try {
        return await call('query', name, variables);
      } catch {
        return call('query', name, variables);
      }
    },
    mutate: (name, variables = {}) => call('mutation', name, variables),
  };
}

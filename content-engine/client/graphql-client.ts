import { ClientError, fromNetworkFailure, nonJsonMessage } from './client-errors.ts';
import { createDocumentLoader, type OperationKind } from './operation-documents.ts';
import { identityHeaders, type ClientIdentity } from './request-headers.ts';

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

  const headers = () => ({ 'content-type': 'application/json', ...identityHeaders(identity()) });

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

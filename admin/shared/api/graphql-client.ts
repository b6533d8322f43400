import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError as RequestFailure, GraphQLClient } from 'graphql-request';
import { ClientError, fromNetworkFailure, nonJsonMessage } from '../../../content-engine/client/client-errors.ts';
import { createDocumentLoader, type OperationKind } from '../../../content-engine/client/operation-documents.ts';
import { identityHeaders, type ClientIdentity } from '../../../content-engine/client/request-headers.ts';

export interface AdminGraphQLClientOptions {
  /** Origin of the engine; '' for the page's own; a function when it can change (dev tools' endpoint cookie). */
  endpoint?: string | (() => string);
  identity: () => ClientIdentity;
  fetch?: typeof globalThis.fetch;
  /** The page's address, against which an endpoint of '' resolves (the browser's location by default). */
  base?: () => string;
}

/** The variables argument: optional when the document has no required variable. */
export type VariablesArgument<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

export interface AdminGraphQLClient {
  /**
   * Runs a generated typed document (content-engine/documents/generated/…) by its persisted name;
   * a query is retried once on failure, a mutation never. Fails with a ClientError (spec §8).
   */
  request<R, V extends Record<string, unknown>>(
    document: TypedDocumentNode<R, V>,
    ...variables: VariablesArgument<V>
  ): Promise<R>;
}

/** The persisted name a generated document carries (`query/cmsUser/getCmsUser`), split into kind and name. */
function persistedName(document: TypedDocumentNode<unknown, never>): { kind: OperationKind; name: string } {
  const path = (document as { __meta__?: { document?: string } }).__meta__?.document ?? '';
  const slash = path.indexOf('/');
  const kind = path.slice(0, slash);
  if (kind !== 'query' && kind !== 'mutation') throw new Error(`Not a generated operation document: ${path}`);
  return { kind, name: path.slice(slash + 1) };
}

/**
 * The admin's GraphQL client: graphql-request with the generated typed documents, wrapped once
 * with what spec §7–8 fix. It downloads the named document the engine publishes, POSTs it with the
 * tenant header, the session cookies (same origin only) and the CSRF header that lets the engine
 * honour them, and maps failures to the texts of spec §8 (first GraphQL error and the status;
 * non-JSON: the status text; network failure: the database message).
 */
export function createAdminGraphQLClient({
  endpoint = '',
  identity,
  fetch = globalThis.fetch.bind(globalThis),
  base = () => globalThis.location.href,
}: AdminGraphQLClientOptions): AdminGraphQLClient {
  const endpointOf = typeof endpoint === 'function' ? endpoint : () => endpoint;
  const documentFor = createDocumentLoader({ endpoint: endpointOf, fetch });

  const headers = () => ({ 'content-type': 'application/json', ...identityHeaders(identity()) });

  async function send<R>(kind: OperationKind, name: string, variables: Record<string, unknown>): Promise<R> {
    const query = await documentFor(kind, name);
    // This call's answer, for the status text graphql-request does not keep.
    const seen: { answer?: Response } = {};
    const client = new GraphQLClient(new URL(`${endpointOf()}/graphql`, base()).href, {
      // The query text is the engine's own document: sent as is, without an operation name.
      excludeOperationName: true,
      // The request on the wire is the engine's contract: these headers only, same-origin cookies.
      fetch: async (url, init) => {
        try {
          seen.answer = await fetch(String(url), {
            method: 'POST',
            credentials: 'same-origin',
            headers: headers(),
            body: init?.body ?? null,
          });
        } catch (error) {
          throw fromNetworkFailure(error);
        }
        return seen.answer;
      },
    });
    const status = () => seen.answer?.status ?? 0;
    const failed = () => new ClientError(nonJsonMessage(status(), seen.answer?.statusText ?? ''), status());
    let data: R | null | undefined;
    try {
      data = await client.request<R>(query, variables);
    } catch (error) {
      if (error instanceof ClientError) throw error;
      const first = error instanceof RequestFailure ? error.response.errors?.[0] : undefined;
      if (first) {
        const extensions = (first.extensions ?? {}) as Record<string, unknown>;
        const code = extensions.code;
        throw new ClientError(first.message, status(), typeof code === 'string' ? code : null, extensions);
      }
      throw failed();
    }
    if (data == null) throw failed();
    return data;
  }

  return {
    async request<R, V extends Record<string, unknown>>(
      document: TypedDocumentNode<R, V>,
      ...[variables]: VariablesArgument<V>
    ): Promise<R> {
      const { kind, name } = persistedName(document as TypedDocumentNode<unknown, never>);
      const values = (variables ?? {}) as Record<string, unknown>;
      if (kind === 'mutation') return send<R>(kind, name, values);
      try {
        return await send<R>(kind, name, values);
      } catch {
        return send<R>(kind, name, values);
      }
    },
  };
}

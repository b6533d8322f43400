import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { networkErrorMessage } from '../../../content-engine/client/client-errors.ts';
import { GetCmsUserDocument } from '../../../content-engine/documents/generated/query/cmsUser/getCmsUser.ts';
import { createAdminGraphQLClient } from './graphql-client.ts';

/** Typed documents as `npm run codegen` writes them: the persisted name, no text. */
const getThing = { __meta__: { document: 'query/getThing' } } as unknown as TypedDocumentNode<
  { thing: number },
  { a?: number }
>;
const doThing = { __meta__: { document: 'mutation/doThing' } } as unknown as TypedDocumentNode<
  { doThing: boolean },
  Record<string, never>
>;

/** A server at the transport boundary: answers documents, versions and POSTs as scripted, and records calls. */
function server(
  answer: (body: { query: string; variables: unknown }) => Response | Promise<Response>,
  documents: Record<string, string> = {
    'query/getThing': 'query getThing { thing }',
    'mutation/doThing': 'mutation doThing { doThing }',
  },
) {
  const calls: { url: string; headers: Record<string, string>; body?: string; credentials?: RequestCredentials }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body as string | undefined,
      ...(init?.credentials ? { credentials: init.credentials } : {}),
    });
    if (url.endsWith('/graphql/versions.json'))
      return Response.json(Object.fromEntries(Object.keys(documents).map((k) => [k, 'v1'])));
    const doc = /\/graphql\/((?:query|mutation)\/[^?]+)\.gql\?v=(.*)$/.exec(url);
    if (doc)
      return documents[doc[1]!] !== undefined
        ? new Response(documents[doc[1]!])
        : new Response('missing', { status: 404 });
    return answer(JSON.parse(init!.body as string));
  }) as typeof globalThis.fetch;
  return { fetch, calls, posts: () => calls.filter((c) => c.url.endsWith('/graphql')) };
}

const identity = () => ({ tenantKey: 'fleetowner' });
const base = () => 'https://admin.example/admin/content';
const client = (fetch: typeof globalThis.fetch, options: { endpoint?: () => string } = {}) =>
  createAdminGraphQLClient({ identity, fetch, base, ...options });

describe("the admin's GraphQL client (graphql-request with the generated documents)", () => {
  it('downloads the named document with its version once, and POSTs it with the tenant header, the CSRF header and same-origin cookies, no token', async () => {
    const s = server(() => Response.json({ data: { thing: 1 } }));
    const api = client(s.fetch);
    expect(await api.request(getThing, { a: 1 })).toEqual({ thing: 1 });
    await api.request(getThing);
    expect(s.calls.filter((c) => c.url.includes('.gql')).map((c) => c.url)).toEqual([
      '/graphql/query/getThing.gql?v=v1',
    ]);
    expect(s.posts()[0]).toEqual({
      url: 'https://admin.example/graphql',
      credentials: 'same-origin',
      // The tokens are HttpOnly cookies the browser attaches; the CSRF header lets the engine honour them (ADR 0036).
      headers: { 'content-type': 'application/json', 'tenant-key': 'fleetowner', 'x-masthead-csrf': '1' },
      body: JSON.stringify({ query: 'query getThing { thing }', variables: { a: 1 } }),
    });
  });

  it("sends a generated document by the path of its .gql file (the engine's persisted name)", async () => {
    const s = server(() => Response.json({ data: { getCmsUser: { id: 3 } } }), {
      'query/cmsUser/getCmsUser': 'query getCmsUser($input: GetCmsUserInput!) { getCmsUser(input: $input) { id } }',
    });
    const { getCmsUser } = await client(s.fetch).request(GetCmsUserDocument, { input: { id: 3 } });
    expect(getCmsUser.id).toBe(3);
    expect(s.calls.map((c) => c.url)).toContain('/graphql/query/cmsUser/getCmsUser.gql?v=v1');
  });

  it('sends the domain instead of an auto or absent key', async () => {
    const s = server(() => Response.json({ data: { thing: 1 } }));
    await createAdminGraphQLClient({
      identity: () => ({ tenantKey: 'auto', tenantDomain: 'www.fleetowner.com' }),
      fetch: s.fetch,
      base,
    }).request(getThing);
    expect(s.posts()[0]!.headers).toEqual({
      'content-type': 'application/json',
      'tenant-domain': 'www.fleetowner.com',
      'x-masthead-csrf': '1',
    });
  });

  it('retries a query once and never a mutation', async () => {
    let answers = 0;
    const s = server(() =>
      ++answers === 1
        ? new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' })
        : Response.json({ data: { thing: 2, doThing: true } }),
    );
    const api = client(s.fetch);
    expect(await api.request(getThing)).toEqual({ thing: 2, doThing: true });
    answers = 0;
    await expect(api.request(doThing)).rejects.toThrow('Bad Gateway');
    expect(s.posts()).toHaveLength(3);
  });

  it('maps failures to the texts of spec §8', async () => {
    const graphQLError = client(
      server(() =>
        Response.json(
          { errors: [{ message: 'Nope.', extensions: { code: 'FORBIDDEN' } }, { message: 'second' }] },
          { status: 403 },
        ),
      ).fetch,
    );
    await expect(graphQLError.request(doThing)).rejects.toMatchObject({
      message: 'Nope.',
      status: 403,
      code: 'FORBIDDEN',
    });
    const okWithError = client(server(() => Response.json({ data: null, errors: [{ message: 'Not found.' }] })).fetch);
    await expect(okWithError.request(doThing)).rejects.toMatchObject({
      message: 'Not found.',
      status: 200,
      code: null,
    });
    const nonJson = client(server(() => new Response('<html>', { status: 500 })).fetch);
    await expect(nonJson.request(doThing)).rejects.toThrow(
      'Status code 500: An error occurred, please try again. If this continues, please contact support',
    );
    const okNonJson = client(server(() => new Response('<html>', { status: 200, statusText: 'OK' })).fetch);
    await expect(okNonJson.request(doThing)).rejects.toMatchObject({ message: 'OK', status: 200 });
    const noData = client(server(() => Response.json({ data: null })).fetch);
    await expect(noData.request(doThing)).rejects.toThrow('Status code 200');
    const network = server(() => Promise.reject(new TypeError('Network error')));
    await expect(client(network.fetch).request(doThing)).rejects.toMatchObject({
      message: networkErrorMessage,
      status: 0,
    });
    const missing = client(server(() => Response.json({}), {}).fetch);
    await expect(missing.request(doThing)).rejects.toThrow('Failed to download GQL file');
    const invalid = client(
      server(() => Response.json({}), { 'mutation/doThing': '<html>not a document</html>' }).fetch,
    );
    await expect(invalid.request(doThing)).rejects.toThrow('Invalid GQL Format');
  });

  it('follows a changing endpoint (dev tools) for documents and calls', async () => {
    const s = server(() => Response.json({ data: { thing: 1 } }));
    let endpoint = '';
    const api = client(s.fetch, { endpoint: () => endpoint });
    await api.request(getThing);
    endpoint = 'https://dev.example';
    await api.request(getThing);
    expect(s.calls.map((c) => c.url)).toEqual([
      '/graphql/versions.json',
      '/graphql/query/getThing.gql?v=v1',
      'https://admin.example/graphql',
      'https://dev.example/graphql/versions.json',
      'https://dev.example/graphql/query/getThing.gql?v=v1',
      'https://dev.example/graphql',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { networkErrorMessage } from './client-errors.ts';
import { createGraphQLClient } from './graphql-client.ts';

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

describe('the browser GraphQL client', () => {
  it('downloads the named document with its version once, and POSTs it with the tenant header, the CSRF header and same-origin cookies, no token', async () => {
    const s = server(() => Response.json({ data: { thing: 1 } }));
    const client = createGraphQLClient({ identity, fetch: s.fetch });
    expect(await client.query('getThing', { a: 1 })).toEqual({ thing: 1 });
    await client.query('getThing');
    expect(s.calls.filter((c) => c.url.includes('.gql')).map((c) => c.url)).toEqual([
      '/graphql/query/getThing.gql?v=v1',
    ]);
    expect(s.posts()[0]).toEqual({
      url: '/graphql',
      credentials: 'same-origin',
      // The tokens are HttpOnly cookies the browser attaches; the CSRF header lets the engine honour them (ADR 0036).
      headers: { 'content-type': 'application/json', 'tenant-key': 'fleetowner', 'x-masthead-csrf': '1' },
      body: JSON.stringify({ query: 'query getThing { thing }', variables: { a: 1 } }),
    });
  });

  it('sends the domain instead of an auto or absent key', async () => {
    const s = server(() => Response.json({ data: { thing: 1 } }));
    await createGraphQLClient({
      identity: () => ({ tenantKey: 'auto', tenantDomain: 'www.fleetowner.com' }),
      fetch: s.fetch,
    }).query('getThing');
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
    const client = createGraphQLClient({ identity, fetch: s.fetch });
    expect(await client.query('getThing')).toEqual({ thing: 2, doThing: true });
    answers = 0;
    await expect(client.mutate('doThing')).rejects.toThrow('Bad Gateway');
    expect(s.posts()).toHaveLength(3);
  });

  it('maps failures to the texts of spec §8', async () => {
    const graphQLError = createGraphQLClient({
      identity,
      fetch: server(() =>
        Response.json(
          { errors: [{ message: 'Nope.', extensions: { code: 'FORBIDDEN' } }, { message: 'second' }] },
          { status: 403 },
        ),
      ).fetch,
    });
    await expect(graphQLError.mutate('doThing')).rejects.toMatchObject({
      message: 'Nope.',
      status: 403,
      code: 'FORBIDDEN',
    });
    const nonJson = createGraphQLClient({
      identity,
      fetch: server(() => new Response('<html>', { status: 500 })).fetch,
    });
    await expect(nonJson.mutate('doThing')).rejects.toThrow(
      'Status code 500: An error occurred, please try again. If this continues, please contact support',
    );
    const network = server(() => Promise.reject(new TypeError('Network error')));
    await expect(createGraphQLClient({ identity, fetch: network.fetch }).mutate('doThing')).rejects.toThrow(
      networkErrorMessage,
    );
    const missing = createGraphQLClient({ identity, fetch: server(() => Response.json({}), {}).fetch });
    await expect(missing.mutate('doThing')).rejects.toThrow('Failed to download GQL file');
    const invalid = createGraphQLClient({
      identity,
      fetch: server(() => Response.json({}), { 'mutation/doThing': '<html>not a document</html>' }).fetch,
    });
    await expect(invalid.mutate('doThing')).rejects.toThrow('Invalid GQL Format');
  });

  it('follows a changing endpoint (dev tools) for documents and calls', async () => {
    const s = server(() => Response.json({ data: { thing: 1 } }));
    let endpoint = '';
    const client = createGraphQLClient({ identity, endpoint: () => endpoint, fetch: s.fetch });
    await client.query('getThing');
    endpoint = 'https://dev.example';
    await client.query('getThing');
    expect(s.calls.map((c) => c.url)).toEqual([
      '/graphql/versions.json',
      '/graphql/query/getThing.gql?v=v1',
      '/graphql',
      'https://dev.example/graphql/versions.json',
      'https://dev.example/graphql/query/getThing.gql?v=v1',
      'https://dev.example/graphql',
    ]);
  });
});

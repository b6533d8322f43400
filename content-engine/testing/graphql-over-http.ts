import { request } from 'node:http';

/*
 * A running Masthead process seen from outside, as the benchmarks and the multi-process tests
 * drive it: GraphQL over HTTP with the tenant's key, and GETs with the tenant's Host header.
 */

/** POSTs a GraphQL operation to the process on `port` for `tenantKey`; throws the errors' messages. */
export async function postGraphql<T>(
  port: number,
  tenantKey: string,
  query: string,
  variables: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-key': tenantKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data!;
}

/** GET with the tenant's Host header (fetch drops a Host header it is given). */
export const getWithHost = (port: number, path: string, host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });

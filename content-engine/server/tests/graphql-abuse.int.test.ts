import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The GraphQL abuse suite (issue 26): documents and bodies built to stall or crash the server,
 * sent over HTTP to the real Fastify server. Each must be answered with a 4xx within 1 s, and the
 * server's own work for it must stay under 100 ms of CPU, so it cannot hold the event loop that
 * long. CPU time rather than wall-clock delay is asserted: a busy machine delays timers, but does
 * not make our code run longer. The event-loop delay is asserted too, with a bound generous enough
 * for a loaded machine that an 11-second stall (the fan-out of the issue) would still fail it.
 */

let engine: TestEngine;
let base: string;

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(engine.app.server.address() as AddressInfo).port}`;
});
afterAll(() => engine?.close());

interface Attack {
  name: string;
  /** `variant` makes the text unique per round, so no cached verdict answers it. */
  request: (variant: number) => { method?: string; path?: string; contentType?: string; body?: string };
  status: number;
  code?: string;
}

const repeat = (count: number, make: (i: number) => string, separator = ' ') =>
  Array.from({ length: count }, (_, i) => make(i)).join(separator);
const pad = (variant: number) => ' '.repeat(variant);
const json = (body: unknown) => JSON.stringify(body);
const graphql = (query: string) => ({ contentType: 'application/json', body: json({ query }) });

/** The document of the issue: each fragment spreads the next twice, 2^24 spreads from 1.2 KB. */
const fanOut = (fragments: number) =>
  `{...F0} ${repeat(fragments, (i) => `fragment F${i} on Query{engineVersion ...F${i + 1} ...F${i + 1}}`)} fragment F${fragments} on Query{engineVersion}`;

const boundary = 'masthead-abuse';
const multipart = (parts: [name: string, value: string, filename?: string][], { close = true } = {}) =>
  parts
    .map(
      ([name, value, filename]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`,
    )
    .join('') + (close ? `--${boundary}--\r\n` : '');
const upload = (body: string) => ({ contentType: `multipart/form-data; boundary=${boundary}`, body });
const uploadQuery = 'mutation ($input: UploadAssetInput!) { uploadAsset(input: $input) { id } }';
const operations = json({ query: uploadQuery, variables: { input: { file: null } } });

const attacks: Attack[] = [
  {
    name: 'fragment fan-out of the issue (24 fragments, 1.2 KB)',
    request: (v) => graphql(fanOut(24) + pad(v)),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: 'fragment fan-out at the fragment limit (99 fragments)',
    request: (v) => graphql(fanOut(99) + pad(v)),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: 'deep fragments (introspection nested through 30 fragments)',
    request: (v) =>
      graphql(`
        {
          __schema {
            types {
              ...T0
            }
          }
        }
        ${repeat(30, (i) => `fragment T${i} on __Type { ofType { ...T${i + 1} } }`)}
        fragment T30 on __Type {
          name
        }
        ${pad(v)}
      `),
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'a chain of 150 fragments',
    request: (v) =>
      graphql(`
        {
          ...F0
        }
        ${repeat(150, (i) => `fragment F${i} on Query{...F${i + 1}}`)}
        fragment F150 on Query {
          engineVersion
        }
        ${pad(v)}
      `),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: '300 fragments spread side by side',
    request: (v) =>
      graphql(
        `{${repeat(300, (i) => `...G${i}`)}} ${repeat(300, (i) => `fragment G${i} on Query{e${i}: engineVersion}`)}${pad(v)}`,
      ),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: '10,000 aliases',
    request: (v) => graphql(`{${repeat(10_000, (i) => `a${i}:engineVersion`)}}${pad(v)}`),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    name: '1,500 aliases within the token limit',
    request: (v) => graphql(`{${repeat(1_500, (i) => `a${i}:engineVersion`)}}${pad(v)}`),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: '380 fields with one response name and arguments',
    request: (v) => graphql(`{${repeat(380, () => 'getContent(input:{id:1}){id}')}}${pad(v)}`),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: 'six content streams of 1,000 items with nested lists',
    request: (v) =>
      graphql(
        `{ ${repeat(6, (i) => `s${i}: getContentStream(input:{pagination:{limit:1000}}) { edges { node { images { edges { node { id } } } taxonomy { edges { node { id } } } } } }`)} }${pad(v)}`,
      ),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: 'directive flooding past the token limit',
    request: (v) => graphql(`{engineVersion ${repeat(1_000, () => '@include(if:true)')}}${pad(v)}`),
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'directive flooding within the token limit',
    request: (v) => graphql(`{engineVersion ${repeat(300, () => '@skip(if:false)')}}${pad(v)}`),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: 'a batch of 1,000 operations',
    request: (v) => ({
      contentType: 'application/json',
      body: json(Array.from({ length: 1_000 }, () => ({ query: `{ engineVersion }${pad(v)}` }))),
    }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'variables nested 100,000 deep',
    request: (v) => ({
      contentType: 'application/json',
      body: `{"query":"query($v: JSON) { engineVersion }${pad(v)}","variables":{"v":${'['.repeat(100_000)}1${']'.repeat(100_000)}}}`,
    }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'variables nested 1,000 deep in objects',
    request: (v) => ({
      contentType: 'application/json',
      body: `{"query":"{ engineVersion }${pad(v)}","variables":${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}}`,
    }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a JSON body nested 100,000 deep',
    request: (v) => ({
      contentType: 'application/json',
      body: `${' '.repeat(v)}${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a body over 1 MiB',
    request: (v) => ({
      contentType: 'application/json',
      body: json({ query: `{ engineVersion }${pad(v)}`, variables: { s: 'x'.repeat(1_200_000) } }),
    }),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    name: 'a query over 100,000 characters',
    request: (v) =>
      graphql(`
        {
          engineVersion
        }
        ${' '.repeat(150_000 + v)}
      `),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    name: 'invalid JSON',
    request: (v) => ({ contentType: 'application/json', body: `{"query": "{ engineVersion }${pad(v)}"` }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a query that is not a string',
    request: () => ({ contentType: 'application/json', body: json({ query: { kind: 'Document' } }) }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a text/plain body',
    request: (v) => ({ contentType: 'text/plain', body: `{ engineVersion }${pad(v)}` }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'an unsupported content type',
    request: (v) => ({ contentType: 'application/xml', body: `<query>${pad(v)}</query>` }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart without a boundary',
    request: (v) => ({ contentType: 'multipart/form-data', body: multipart([['operations', operations + pad(v)]]) }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart with a boundary the body does not use',
    request: (v) => ({
      contentType: 'multipart/form-data; boundary=other',
      body: multipart([['operations', operations + pad(v)]]),
    }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'truncated multipart',
    request: (v) =>
      upload(
        multipart(
          [
            ['operations', operations + pad(v)],
            ['map', '{"0":["variables.input.file"]}'],
            ['0', 'data', 'a.txt'],
          ],
          { close: false },
        ).slice(0, -10),
      ),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart "operations" that is not JSON',
    request: (v) => upload(multipart([['operations', `{query${pad(v)}`]])),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart "operations" as a batch',
    request: (v) =>
      upload(
        multipart([
          ['operations', `[${operations}]${pad(v)}`],
          ['map', '{}'],
        ]),
      ),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart "operations" nested 100,000 deep',
    request: (v) => upload(multipart([['operations', `${pad(v)}${'['.repeat(100_000)}${']'.repeat(100_000)}`]])),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart "map" that is not an object of paths',
    request: (v) =>
      upload(
        multipart([
          ['operations', operations + pad(v)],
          ['map', '["variables.input.file"]'],
          ['0', 'data', 'a.txt'],
        ]),
      ),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart "map" into the prototype',
    request: (v) =>
      upload(
        multipart([
          ['operations', operations + pad(v)],
          ['map', '{"0":["variables.__proto__.polluted"]}'],
          ['0', 'data', 'a.txt'],
        ]),
      ),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart file not in the "map"',
    request: (v) =>
      upload(
        multipart([
          ['operations', operations + pad(v)],
          ['map', '{"0":["variables.input.file"]}'],
          ['1', 'data', 'a.txt'],
        ]),
      ),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart file before "operations"',
    request: (v) =>
      upload(
        multipart([
          ['0', `data${pad(v)}`, 'a.txt'],
          ['operations', operations],
        ]),
      ),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a mutation by GET',
    request: (v) => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent(`mutation { noop }${pad(v)}`)}` }),
    status: 404,
    code: 'NOT_FOUND',
  },
];

interface Answer {
  status: number;
  code?: string;
  ms: number;
  cpuMs: number;
}

async function send(attack: Attack, variant: number): Promise<Answer> {
  const { method = 'POST', path = '/graphql', contentType, body } = attack.request(variant);
  const headers: Record<string, string> = {
    'tenant-key': 'alpha',
    ...(contentType ? { 'content-type': contentType } : {}),
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  let code: string | undefined;
  try {
    code = JSON.parse(text).errors?.[0]?.extensions?.code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code, ms, cpuMs: (user + system) / 1000 };
}

const normalQuery = async () => {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'tenant-key': 'beta', 'content-type': 'application/json' },
    body: json({ query: '{ getContentStream(input: { pagination: { limit: 5 } }) { totalCount } }' }),
  });
  return { status: response.status, body: (await response.json()) as unknown, ms: performance.now() - started };
};

describe('the GraphQL abuse suite', () => {
  // One unmeasured round first: the first request of each shape also compiles its code paths.
  beforeAll(async () => {
    for (const attack of attacks) await send(attack, 0);
  });

  it.each(attacks)('answers $name with a clear 4xx within 1 s, using under 100 ms of server CPU', async (attack) => {
    // Three rounds: the request's own work costs the same CPU each time, while a garbage
    // collection of the test process's heap (or the database pool's work) lands in one round at
    // random and can alone pass 100 ms on a loaded machine. The least of the three is the request's.
    const answers = [];
    for (const variant of [1, 2, 3]) answers.push(await send(attack, variant));
    for (const answer of answers) {
      expect({ status: answer.status, code: answer.code }).toEqual({ status: attack.status, code: attack.code });
      expect(answer.ms).toBeLessThan(1_000);
    }
    expect(Math.min(...answers.map((answer) => answer.cpuMs))).toBeLessThan(100);
  });

  it('keeps the event loop turning and answers another tenant during the whole attack', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const normal: Awaited<ReturnType<typeof normalQuery>>[] = [];
    let attacking = true;
    const bystander = (async () => {
      while (attacking) normal.push(await normalQuery());
    })();
    const answers: Answer[] = [];
    for (const [index, attack] of attacks.entries()) answers.push(await send(attack, 2 + index));
    attacking = false;
    await bystander;
    delay.disable();

    expect(answers.map((answer) => answer.status >= 400 && answer.status < 500)).not.toContain(false);
    expect(normal.length).toBeGreaterThan(0);
    for (const answer of normal)
      expect(answer).toMatchObject({ status: 200, body: { data: { getContentStream: { totalCount: 0 } } } });
    expect(Math.max(...normal.map((answer) => answer.ms))).toBeLessThan(1_000);
    // Generous for a loaded machine (the issue's fan-out held the loop 11 s); the CPU bound above is the strict one.
    expect(delay.max / 1e6).toBeLessThan(1_000);
  });
});

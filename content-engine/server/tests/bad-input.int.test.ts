import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

let engine: TestEngine;

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
});
afterAll(() => engine.close());

const post = async (payload: string | object, headers: Record<string, string> = { 'tenant-key': 'alpha' }) => {
  const response = await engine.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const body = response.json();
  return {
    status: response.statusCode,
    body,
    code: body.errors?.[0]?.extensions?.code as string | undefined,
    text: response.body,
  };
};

describe('bad input gets a clear error code, never a 500 or a stack trace', () => {
  it('rejects malformed GraphQL with GRAPHQL_PARSE_FAILED and 400', async () => {
    const r = await post({ query: 'query { getContent(input: { id: 1 } ' });
    expect([r.status, r.code]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
  });

  it('rejects unknown fields with GRAPHQL_VALIDATION_FAILED', async () => {
    const r = await post({ query: '{ noSuchField }' });
    expect([r.status, r.code]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
  });

  it('rejects variables of the wrong type with BAD_USER_INPUT', async () => {
    const r = await post({
      query: 'query ($id: Int!) { getContent(input: { id: $id }) { id } }',
      variables: { id: 'abc' },
    });
    expect([r.status, r.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('rejects out-of-range input with BAD_USER_INPUT naming the field', async () => {
    const r = await post({ query: '{ getContentStream(input: { pagination: { limit: 5000 } }) { totalCount } }' });
    expect([r.status, r.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect(r.body.errors[0].message).toContain('pagination.limit');
  });

  it('answers an unknown tenant-key with TENANT_NOT_FOUND and 404', async () => {
    const r = await post({ query: '{ engineVersion }' }, { 'tenant-key': 'nobody' });
    expect([r.status, r.code]).toEqual([404, 'TENANT_NOT_FOUND']);
  });

  it('answers an unknown domain with TENANT_NOT_FOUND', async () => {
    const r = await post(
      { query: '{ engineVersion }' },
      { 'tenant-key': 'auto', 'tenant-domain': 'unknown.example.org' },
    );
    expect(r.code).toBe('TENANT_NOT_FOUND');
  });

  it('asks for a tenant when a tenant-scoped query has none', async () => {
    const r = await post({ query: '{ getContent(input: { id: 10000001 }) { id } }' }, {});
    expect([r.status, r.code]).toEqual([400, 'TENANT_REQUIRED']);
  });

  it('rejects a body that is not JSON with BAD_REQUEST', async () => {
    const r = await post('{"query": ');
    expect([r.status, r.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('rejects a request without a query', async () => {
    const r = await post({ variables: {} });
    expect([r.status, r.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('rejects variables that are not an object', async () => {
    const r = await post({ query: '{ engineVersion }', variables: [1, 2] });
    expect(r.code).toBe('BAD_REQUEST');
  });

  it('rejects a huge query with PAYLOAD_TOO_LARGE', async () => {
    const r = await post({ query: `{ engineVersion ${' '.repeat(150_000)}}` });
    expect([r.status, r.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('rejects a body over 1 MiB with PAYLOAD_TOO_LARGE', async () => {
    const r = await post({ query: '{ engineVersion }', variables: { padding: 'x'.repeat(1_100_000) } });
    expect([r.status, r.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('rejects a query with too many tokens', async () => {
    const r = await post({ query: `{ ${'engineVersion '.repeat(6_000)}}` });
    expect([r.status, r.code]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
  });

  it('rejects an oversized string input with BAD_USER_INPUT', async () => {
    const r = await post({
      query: 'query ($a: String!) { getWebsiteLayoutPage(input: { alias: $a }) { id } }',
      variables: { a: `/${'x'.repeat(5_000)}` },
    });
    expect([r.status, r.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('never includes a stack trace', async () => {
    const r = await post({ query: 'query { getContent(input: { id: 1 } ' });
    expect(r.text).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('answers unknown routes with NOT_FOUND in the same error shape', async () => {
    const response = await engine.app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('operation documents and health', () => {
  it('serves a named query document with its version', async () => {
    const first = await engine.app.inject({ method: 'GET', url: '/graphql/query/getWebsiteLayoutPage.gql' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/^query getWebsiteLayoutPage/);
    const version = first.headers['x-document-version'] as string;
    const versioned = await engine.app.inject({
      method: 'GET',
      url: `/graphql/query/getWebsiteLayoutPage.gql?v=${version}`,
    });
    expect(versioned.headers['cache-control']).toContain('immutable');
  });

  it('gives every document a version in versions.json', async () => {
    const response = await engine.app.inject({ method: 'GET', url: '/graphql/versions.json' });
    expect(response.json()).toHaveProperty(['query/getContent']);
  });

  it('validates every operation document against the schema', async () => {
    const { loadOperationDocuments } = await import('../documents-route.ts');
    const { parse, validate } = await import('graphql');
    const { engineSchema } = await import('../../graphql/schema.ts');
    for (const [name, { text }] of loadOperationDocuments()) {
      expect(
        validate(engineSchema(), parse(text)).map((e) => e.message),
        name,
      ).toEqual([]);
      expect(text, name).toMatch(/^(query|mutation)\b/);
    }
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for an unknown document', async () => {
    const response = await engine.app.inject({ method: 'GET', url: '/graphql/query/nothing.gql' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('reports health with the database status', async () => {
    const response = await engine.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });
});

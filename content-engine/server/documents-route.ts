import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const documentsRoot = fileURLToPath(new URL('../documents/', import.meta.url));

interface OperationDocument {
  text: string;
  version: string;
}

/** Every named operation document, keyed by `query/<name>` or `mutation/<group>/<name>`. */
export function loadOperationDocuments(root = documentsRoot): Map<string, OperationDocument> {
  const documents = new Map<string, OperationDocument>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.gql')) {
        const text = readFileSync(path, 'utf8');
        const version = createHash('sha256').update(text).digest('hex').slice(0, 12);
        documents.set(
          relative(root, path)
            .replace(/\\/g, '/')
            .replace(/\.gql$/, ''),
          { text, version },
        );
      }
    }
  };
  walk(root);
  return documents;
}

/**
 * GET /graphql/{query|mutation}/{name}.gql?v=… serves the named document the clients POST back.
 * A request carrying the current version is cached for a year; others revalidate.
 */
export function registerDocumentsRoute(app: FastifyInstance, documents = loadOperationDocuments()) {
  app.get<{ Params: { kind: string; '*': string }; Querystring: { v?: string } }>(
    '/graphql/:kind/*',
    async (request, reply) => {
      const { kind } = request.params;
      const name = request.params['*'].replace(/\.gql$/, '');
      const document = (kind === 'query' || kind === 'mutation') && documents.get(`${kind}/${name}`);
      if (!document) {
        return reply.code(404).send({
          errors: [
            { message: `No ${kind} document named "${name}".`, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
          ],
        });
      }
      const current = request.query.v === document.version;
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('etag', `"${document.version}"`)
        .header('x-document-version', document.version)
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate')
        .send(document.text);
    },
  );
  app.get('/graphql/versions.json', async () =>
    Object.fromEntries([...documents].map(([name, d]) => [name, d.version])),
  );
}

import { ClientError, documentDownloadFailed, invalidDocumentFormat } from './client-errors.ts';

export type OperationKind = 'query' | 'mutation';

/**
 * The named operation documents the server publishes (GET /graphql/{kind}/{name}.gql?v=…), fetched
 * once each with the version from /graphql/versions.json so the browser may cache them for good.
 */
export function createDocumentLoader({
  endpoint,
  fetch,
}: {
  endpoint: string | (() => string);
  fetch: typeof globalThis.fetch;
}) {
  const endpointOf = typeof endpoint === 'function' ? endpoint : () => endpoint;
  let versions: Promise<Record<string, string>> | null = null;
  let versionsOf = '';
  const documents = new Map<string, Promise<string>>();
  const loadVersions = (endpoint: string) => {
    // A changed endpoint (dev tools) has its own versions.
    if (versionsOf !== endpoint) {
      versions = null;
      versionsOf = endpoint;
    }
    return (versions ??= fetch(`${endpoint}/graphql/versions.json`)
      .then((response): Promise<Record<string, string>> | Record<string, string> =>
        response.ok ? response.json() : {},
      )
      .catch((): Record<string, string> => ((versions = null), {})));
  };

  async function download(endpoint: string, kind: OperationKind, name: string): Promise<string> {
    const version = (await loadVersions(endpoint))[`${kind}/${name}`] ?? '';
    let response: Response;
    try {
      response = await fetch(`${endpoint}/graphql/${kind}/${name}.gql?v=${encodeURIComponent(version)}`);
    } catch {
      throw new ClientError(documentDownloadFailed, 0, 'DOCUMENT_DOWNLOAD_FAILED');
    }
    if (!response.ok) throw new ClientError(documentDownloadFailed, response.status, 'DOCUMENT_DOWNLOAD_FAILED');
    const text = await response.text();
    if (!/^\s*(query|mutation)\b/.test(text))
      throw new ClientError(invalidDocumentFormat, response.status, 'INVALID_DOCUMENT');
    return text;
  }

  return (kind: OperationKind, name: string): Promise<string> => {
    const endpoint = endpointOf();
    const key = `${endpoint}|${kind}/${name}`;
    let document = documents.get(key);
    if (!document) {
      document = download(endpoint, kind, name);
      documents.set(key, document);
      // A failed download is tried again next time.
      document.catch(() => documents.delete(key));
    }
    return document;
  };
}

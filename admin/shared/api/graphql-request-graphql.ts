/**
 * What the admin bundle gives graphql-request for its `import … from 'graphql'` (the admin's
 * Vite config resolves that import here, for graphql-request's modules only; ADR 38 amendment).
 * graphql-request imports `parse` and `print` at module level, but the admin's client sends every
 * operation as the engine's own document text with `excludeOperationName`, a path on which
 * graphql-request calls neither (`analyzeDocument`); bundling them would add graphql's lexer,
 * parser, printer and visitor (about 13 KB gzip) to every admin page for nothing. `Kind` is the
 * real one. Should a future graphql-request call them on this path, the error says why.
 */
export { Kind } from 'graphql/language/kinds';

const notBundled = (name: string) => (): never => {
  throw new Error(
    `graphql's ${name} is not bundled in the admin: operations are sent as document text (admin/shared/api/graphql-client.ts)`,
  );
};

export const parse = notBundled('parse');
export const print = notBundled('print');

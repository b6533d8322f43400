import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import packageJson from '../package.json' with { type: 'json' };

/**
 * graphql-request's own `import … from 'graphql'` gets the admin's small stand-in (ADR 38
 * amendment): the admin sends document text, so graphql's parser and printer are never called.
 */
const graphqlForGraphqlRequest: Plugin = {
  name: 'masthead:graphql-for-graphql-request',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'graphql' && importer?.replaceAll('\\', '/').includes('/node_modules/graphql-request/'))
      return `${import.meta.dirname}/shared/api/graphql-request-graphql.ts`;
    return null;
  },
};

const { version } = packageJson;

/** The admin SPA: served by the Masthead server at /admin (built files, or this config in middleware mode for `npm run dev`). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [graphqlForGraphqlRequest, react()],
  // Shown on /admin/test: which admin build this tab runs.
  define: { __ADMIN_BUILD__: JSON.stringify(`${version}+${new Date().toISOString().slice(0, 16)}Z`) },
  build: { outDir: '../dist-admin', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
});

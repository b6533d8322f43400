import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships CJS (index.js) and ESM (index.mjs); Vite picks the ESM one for our code while
  // Node loads the CJS one for @graphql-tools, and graphql-js rejects a schema from the other copy.
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{content-engine,db,builds,site,islands,admin}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{content-engine,db,builds}/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** Folders whose code runs in the browser: no Node built-ins, no database drivers. */
const browserFolders = ['islands/**', 'admin/**', 'content-engine/client/**', 'content-engine/shared/**'];
const serverOnlyModules = ['knex', 'knex/*', 'better-sqlite3', 'pg', 'fastify', 'node:*'];
const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'process',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

export default tseslint.config(
  { ignores: ['node_modules/', 'var/', 'dist/', 'dist-*/', 'builds/output/', '.astro/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: browserFolders,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'Browser code: no Node built-ins.' })),
          patterns: [{ group: serverOnlyModules, message: 'Browser code: no Node built-ins or database drivers.' }],
        },
      ],
    },
  },
  // Formatting is Prettier's (`npm run format`); no ESLint rule argues with it.
  prettier,
);

import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

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

/*
 * Admin layers (issue 27): admin/app (the app and its routes) may import anything in admin/;
 * admin/shared (UI kit, API client, auth, shell) never imports app or features; a feature
 * (admin/features/<feature>/) imports shared, never app nor another feature. Relative imports
 * are matched by the file's depth, since ESLint sees the import as written.
 */
const browserRestrictions = {
  paths: nodeBuiltins.map((name) => ({ name, message: 'Browser code: no Node built-ins.' })),
  patterns: [{ group: serverOnlyModules, message: 'Browser code: no Node built-ins or database drivers.' }],
};
const adminFeatures = readdirSync(new URL('./admin/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const up = (levels) => '\\.\\./'.repeat(levels);
const filesAtDepth = (folder, depth) => [`${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`];
const layerDepths = [0, 1, 2, 3];
const adminLayers = [
  ...layerDepths.map((depth) => ({
    files: filesAtDepth('admin/shared', depth),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...browserRestrictions,
          patterns: [
            ...browserRestrictions.patterns,
            { regex: `^${up(depth + 1)}(app|features)/`, message: 'admin/shared never imports the app or a feature.' },
          ],
        },
      ],
    },
  })),
  ...adminFeatures.flatMap((feature) =>
    layerDepths.map((depth) => ({
      files: filesAtDepth(`admin/features/${feature}`, depth),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            ...browserRestrictions,
            patterns: [
              ...browserRestrictions.patterns,
              {
                regex: `^${up(depth + 1)}(?!${feature}/)[^./][^/]*/`,
                message: 'Features never import each other: move what they share to admin/shared.',
              },
              { regex: `^${up(depth + 2)}app/`, message: 'A feature never imports admin/app.' },
            ],
          },
        ],
      },
    })),
  ),
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
  ...adminLayers,
  // Formatting is Prettier's (`npm run format`); no ESLint rule argues with it.
  prettier,
);

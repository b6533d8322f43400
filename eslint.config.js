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

/*
 * The engine's walls (issue 27, ADR 0037), relative imports matched by the file's depth as above:
 * content-engine/ never imports builds/, islands/ or db/seed/ (only its composition root,
 * content-engine/server/main.ts, and tests and content-engine/testing/ may); db/migrations/ never
 * imports content-engine/ (a migration is self-contained); builds/ never imports
 * content-engine/server/ (the engine's API server and composition root; tests may). The engine's browser
 * folders keep their browser restrictions: a later no-restricted-imports replaces an earlier one.
 */
const wallDepths = [0, 1, 2, 3, 4, 5];
const sourceAtDepth = (folder, depth) => [`${folder}/${'*/'.repeat(depth)}*.{ts,tsx,mts,mjs}`];
const toRoot = (folder, depth) => up(folder.split('/').length + depth);
const engineBrowserFolders = ['content-engine/shared', 'content-engine/client'];
const engineWallExempt = ['content-engine/server/main.ts', 'content-engine/testing/**', '**/*.test.ts', '**/tests/**'];
const engineWall = (folder, depth) => ({
  regex: `^${toRoot(folder, depth)}(builds|islands|db/seed)/`,
  message:
    'The engine never imports builds/, islands/ or db/seed/: content-engine/server/main.ts passes what it needs in.',
});
const wall = (files, ignores, patterns, paths = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});
const engineWalls = wallDepths.flatMap((depth) => [
  wall(
    sourceAtDepth('content-engine', depth),
    [...engineWallExempt, ...engineBrowserFolders.map((folder) => `${folder}/**`)],
    [engineWall('content-engine', depth)],
  ),
  ...engineBrowserFolders.map((folder) =>
    wall(
      sourceAtDepth(folder, depth),
      engineWallExempt,
      [...browserRestrictions.patterns, engineWall(folder, depth)],
      browserRestrictions.paths,
    ),
  ),
  wall(
    sourceAtDepth('db/migrations', depth),
    [],
    [
      {
        regex: `^${toRoot('db/migrations', depth)}content-engine/`,
        message: 'A migration never imports content-engine/.',
      },
    ],
  ),
  wall(
    sourceAtDepth('builds', depth),
    ['**/*.test.ts', '**/tests/**'],
    [
      {
        regex: `^${toRoot('builds', depth)}content-engine/server/`,
        message: 'builds/ never imports content-engine/server/.',
      },
    ],
  ),
]);

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
  ...engineWalls,
  // Formatting is Prettier's (`npm run format`); no ESLint rule argues with it.
  prettier,
);

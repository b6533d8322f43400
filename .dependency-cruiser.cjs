/**
 * Import rules dependency-cruiser checks over the whole tree (`npm run lint`; ADR 0037). ESLint's
 * no-restricted-imports (eslint.config.js) says what a file may import; this file checks what
 * only the whole graph shows: cycles. Type-only imports count (tsPreCompilationDeps).
 *
 * Add a rule as one object in `forbidden`, with a name and a comment saying why.
 */
module.exports = {
  forbidden: [
    {
      // The engine reaches the build pipeline only through ports it defines (BuildJobs, SiteHost),
      // which the composition root fills; so the engine never depends on builds/ and no cycle
      // can run through both.
      name: 'engine-not-to-builds',
      severity: 'error',
      from: {
        path: '^content-engine/',
        pathNot: ['^content-engine/server/main\\.ts$', '^content-engine/testing/', '\\.test\\.ts$', '/tests/'],
      },
      to: { path: '^builds/' },
    },
    {
      // No import cycle between the engine and the builds (tests and the composition root
      // included): no engine module reaches itself again through a module of builds/.
      name: 'no-circular-engine-builds',
      severity: 'error',
      from: { path: '^content-engine/' },
      to: { circular: true, via: { path: '^builds/' } },
    },
    {
      // core/ is what every engine domain imports (context, errors, access, tenant, settings
      // reader, …), so it imports no domain: only itself and the browser-safe shared/ (ADR 0042).
      // That the domains above it form a DAG is checked by content-engine/core/domain-graph.test.ts,
      // which collapses the module graph to the engine's folders.
      name: 'engine-core-imports-no-domain',
      severity: 'error',
      from: { path: '^content-engine/core/' },
      to: { path: '^content-engine/', pathNot: '^content-engine/(core|shared)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-admin|var)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js'] },
  },
};

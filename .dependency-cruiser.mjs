// Import cycles in the source trees, type-only imports included. ESLint's import-x/no-cycle
// (eslint.config.js) skips `import type`, which still ties two modules together; this check,
// run by `npm run lint`, does not. The layer rules themselves live in eslint.config.js.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle, even through `import type`, means the modules are one unit: move what both need to a module both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // The source trees only (what `npm run lint` hands it: functions/src, packages/*/src, web/src).
    includeOnly: '^(functions/src|packages/[^/]+/src|web/src)/',
    doNotFollow: { path: 'node_modules' },
    // Keep `import type` and type-only `export ... from` as dependencies.
    tsPreCompilationDeps: true,
    // For the `@/` paths of web/src; the other trees use relative paths and workspace packages.
    tsConfig: { fileName: `${import.meta.dirname}/web/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};

/**
 * The dependency check (`npm run lint:deps`, part of `npm run lint`): no import circle in any
 * workspace, type-only imports included, and the notifications module imports no other module
 * (the domains write their notices through it and fill its ports). ESLint keeps the other
 * direction rules (eslint.config.js); its import-x/no-cycle skips type-only imports.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle hides a dependency that runs both ways: move the shared piece.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'notifications-imports-no-module',
      severity: 'error',
      comment:
        'The notifications module calls no other module: domains write their notices through ' +
        'it, and what it needs of them comes through its ports (notifications/ports.ts).',
      from: { path: '^apps/server/src/modules/notifications/' },
      to: { path: '^apps/server/src/modules/(?!notifications/)[^/]+/' },
    },
  ],
  options: {
    // Type-only imports count: a circle of types is still a circle.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // The web app's `@/…` paths (tsconfig.depcruise.json: the server's tsconfig has none).
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    cache: false,
    progress: { type: 'none' },
  },
};

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** The web app's domains (apps/web/src/features/<domain>/). */
const webDomains = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.tmp/**',
      'apps/server/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // No import cycles anywhere in our source (a cycle hides a dependency that runs both ways).
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A module's tables join the database's interface by augmentation (db/schema.ts):
    // `interface Database extends FeatureTables {}`.
    files: ['apps/server/src/**/*.tables.ts'],
    rules: {
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    // Server dependencies run one way: the platform serves the modules and never imports them.
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '../modules.ts'],
              message:
                'platform/ must not import from modules/: move the shared piece into platform/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Import direction (docs/design.md): contract imports nothing of ours; no web feature imports
    // another.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@vaga/server*', '@vaga/web*', '../../apps/*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }],
    },
  },
  {
    // A web domain reaches another only through the other's public `index.ts`; composition across
    // domains otherwise happens in app/. Features never import the app shell.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/app/**'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webDomains.map((domain) => ({
            target: `./apps/web/src/features/${domain}`,
            from: './apps/web/src/features',
            except: [
              `./${domain}`,
              ...webDomains
                .filter((other) => other !== domain)
                .map((other) => `./${other}/index.ts`),
            ],
            message: `Reach another domain through its index.ts, or compose the two in app/.`,
          })),
        },
      ],
    },
  },
  {
    // Resident code never imports console code (the console kit in shared/console/, the console
    // shell, a domain's console pages): the build's console boundary
    // (apps/web/build/console-boundary.ts) fails on it too, once the chunks are written.
    files: [
      'apps/web/src/shared/{ui,lib,api}/**/*.{ts,tsx}',
      'apps/web/src/shared/*.{ts,tsx}',
      'apps/web/src/features/*/{pages,ui,lib,booking}/**/*.{ts,tsx}',
      'apps/web/src/app/{shell,pages,routing,pwa}/**/*.{ts,tsx}',
    ],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // Any path through a console folder (`/` is \x2F: a selector's pattern holds no slash),
        // but the route table, which loads the console's pages lazily.
        ...['ImportDeclaration', 'ImportExpression', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=/\\x2Fconsole\\x2F(?!console-routes\\.tsx$)/]`,
          message: 'Resident code never imports console code (shared/console/, */console/).',
        })),
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository*', '../*/*.repository.ts'],
              message: "Call the other module's service, never its repository.",
            },
          ],
        },
      ],
    },
  },
);

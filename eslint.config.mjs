// One flat config for the whole workspace. Boundaries between projects are enforced here with
// Nx tags (see docs/adr/0002-nx-layout-and-boundaries.md for the matrix).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = ['node:*'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.nx/**',
      'data/**',
      'apps/e2e/test-results/**',
      'apps/e2e/playwright-report/**',
      // The boundary test's throw-away files (tools/lint/boundaries.test.ts lints them itself).
      '**/*.lint-probe.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      // One type program for the server code (the typecheck's own) instead of the project
      // service's one per tsconfig, each of which typed the libraries again: a fifth less CPU
      // (ADR 0108). The four cover every linted file; one outside them fails loudly.
      parserOptions: {
        project: [
          './tsconfig.typecheck.json',
          './apps/web/tsconfig.json',
          './apps/e2e/tsconfig.json',
          './tools/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { '@nx': nx, unicorn },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Scope: who may talk to whom.
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:api', 'scope:server', 'scope:shared'],
            },
            {
              sourceTag: 'scope:worker',
              onlyDependOnLibsWithTags: ['scope:worker', 'scope:server', 'scope:shared'],
            },
            { sourceTag: 'scope:cli', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Type: layers only point downwards.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:data-access',
                'type:domain',
                'type:contracts',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:util'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:data-access',
                'type:domain',
                'type:contracts',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:util'],
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:util'],
            },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            // Platform: browser code never pulls server code or Node built-ins.
            {
              sourceTag: 'platform:browser',
              onlyDependOnLibsWithTags: ['platform:browser', 'platform:isomorphic'],
              bannedExternalImports: [...NODE_BUILTINS, 'kysely', 'pg', 'fastify*', '@fastify/*'],
            },
            {
              sourceTag: 'platform:node',
              onlyDependOnLibsWithTags: ['platform:node', 'platform:isomorphic'],
            },
            {
              sourceTag: 'platform:isomorphic',
              onlyDependOnLibsWithTags: ['platform:isomorphic'],
              bannedExternalImports: [
                ...NODE_BUILTINS,
                'kysely',
                'pg',
                'fastify*',
                '@fastify/*',
                'react*',
              ],
            },
          ],
        },
      ],
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in config.ts, then pass typed values down.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sillage/*/src', '@sillage/*/src/**'],
              message: 'Import a project through its public entry point.',
            },
          ],
        },
      ],
    },
  },
  {
    // The type-only contracts project may use zod and nothing else.
    files: ['libs/shared-types/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'Contracts depend on zod only.' }],
        },
      ],
    },
  },
  {
    // The web app opens its modals through DialogRoot/DrawerRoot (shared/ui/overlay-root.tsx),
    // which keep the snackbar clickable and readable while a modal is open, and scrolls its tables
    // through TableScrollArea, which shows when columns are out of sight.
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      'apps/web/src/shared/ui/overlay-root.tsx',
      'apps/web/src/shared/ui/table-scroll-area.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in config.ts, then pass typed values down.',
        },
        {
          selector: "JSXMemberExpression[object.name=/^(Dialog|Drawer)$/][property.name='Root']",
          message: 'Use DialogRoot or DrawerRoot from shared/ui/overlay-root.tsx.',
        },
        {
          // TableScrollArea shows when columns are out of sight (a phone).
          selector: "JSXMemberExpression[object.name='Table'][property.name='ScrollArea']",
          message: 'Use TableScrollArea from shared/ui/table-scroll-area.tsx.',
        },
      ],
    },
  },
  {
    // Config readers, scripts and tests may read the environment.
    files: [
      '**/config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'tools/**',
      '**/testing/**',
      'apps/e2e/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['tools/**', 'bench/**', '**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The web app: browser globals, hooks rules, accessibility, and no visible text outside the
    // message catalogs.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks, formatjs },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.flat.recommended.rules,
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{label,placeholder,title,content,tip,alt,aria-label,aria-description,helperText,description}',
              ],
            ],
          },
        },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      // `onClick={() => setOpen(false)}` is the idiom of React handlers.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // A `yield` result is `any` in redux-saga; sagas annotate each one where it is assigned.
    files: ['apps/web/src/**/*.saga.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Literal strings are fine in tests (queries by visible text) and in the tiny brand mark.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    files: ['libs/db/src/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', '**/*.js', '**/*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
      // Tool configs (jest, playwright…) reach shared root files by path.
      '@nx/enforce-module-boundaries': 'off',
    },
  },
  prettier,
);

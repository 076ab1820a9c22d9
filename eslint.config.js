// Lint rules, including the import boundaries of STYLE.md ("Import rules").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const webFeatures = folders('apps/web/src/features');
const apiModules = folders('apps/api/src/modules');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 5 }],
      'import-x/no-self-import': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@alongside/*/*'], message: 'Import a package by its name, never a deep path.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.{1,2}/)',
              message:
                'packages/domain imports only zod (no React, Fastify, Drizzle, Node or other packages).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain does no I/O.' },
        { name: 'process', message: 'domain reads no environment.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'domain has no clock: pass `now` in.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain has no clock: pass `now` in.',
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@alongside/domain$|\\.{1,2}/)',
              message: 'packages/contract imports only zod and @alongside/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.calls.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.*',
              allowTypeImports: true,
              message:
                'A calls file holds paths and names only, without zod, so a screen that only calls the API never builds the schemas (decision 011).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/**', '**/*.repository', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call services; they never touch the database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http-errors', 'fastify', '**/*.service'],
              message: 'Repositories hold queries only: no rules, no HTTP errors.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModules.map((area) => ({
              target: `./apps/api/src/modules/${area}`,
              from: apiModules
                .filter((other) => other !== area)
                .map((other) => `./apps/api/src/modules/${other}/*.repository.ts`),
              message: 'A service may call another area’s service, never its repository.',
            })),
            {
              target: './apps/api/src/modules/verification',
              from: './apps/api/src/modules/admin',
              message: 'Staff review builds on verification, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/db',
              from: [
                './apps/api/src/modules',
                './apps/api/src/plugins',
                './apps/api/src/providers',
                './apps/api/src/seed',
                './apps/api/src/app.ts',
                './apps/api/src/server.ts',
              ],
              message: 'The database layer imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only lib/api-client.ts calls fetch.' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@alongside\\u002F/]',
          message:
            'Load a package lazily through a file of yours that names what it needs: a lazy import of the whole package puts every schema in one file that each page runs (decision 011).',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: compose them in app/routes.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'Shared code imports neither features nor the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
);

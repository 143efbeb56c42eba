import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { domainImports } from './tooling/eslint/domain-imports.js';

/** Tests wire real databases and servers, so the import directions below bind production code only. */
const TESTS = ['**/*.test.ts', '**/src/test/**'];

const SERVER_CODE = ['@shop/services', '@shop/services/*', '@shop/db', '@shop/db/*'];
const APPS = ['@shop/server', '@shop/server/*', '@shop/web', '@shop/web/*'];

const SERVICES_IMPORTS = [
  {
    group: ['@shop/api', '@shop/api/*', '@trpc/*'],
    message: 'Services know nothing of tRPC or the API: throw the errors of errors.ts instead.',
  },
];

/** The web app's directions; a block that adds a rule for some of its folders repeats them (a later block wins). */
const WEB_IMPORTS = {
  paths: [
    {
      name: '@shop/api',
      allowTypeImports: true,
      message:
        'The web app takes only types from the API (import type): server code must not reach the bundle.',
    },
  ],
  patterns: [
    { group: ['@shop/api/*'], allowTypeImports: true, message: 'Only types from the API (import type).' },
    { group: SERVER_CODE, message: 'The web app talks to the server through tRPC, never to its packages.' },
  ],
};

/** The import directions of DESIGN section 2, one block per package. */
function importsOf(files, { paths = [], patterns = [], ignores = [] }) {
  const noApps = { group: APPS, message: 'Nothing imports from apps/.' };
  return {
    files,
    ignores: [...TESTS, ...ignores],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: [...patterns, noApps] }],
    },
  };
}

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/dist-server/',
    '**/node_modules/',
    '**/routeTree.gen.ts',
    'data/',
    '**/.data-*/',
    '**/coverage/',
    '**/playwright-report/',
    '**/test-results/',
    'bench/results/',
    'packages/*/types/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The root config files are in no tsconfig found from their folder; the rest is typed by its package's.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
  importsOf(['apps/web/src/**/*.{ts,tsx}'], WEB_IMPORTS),
  // Screens take route types from the registered router (#/lib/route-paths): importing the generated tree from a
  // route or a feature closes a type-level loop through every route file.
  importsOf(['apps/web/src/routes/**/*.{ts,tsx}', 'apps/web/src/features/**/*.{ts,tsx}'], {
    ...WEB_IMPORTS,
    patterns: [
      ...WEB_IMPORTS.patterns,
      {
        regex: '(^#/|/)routeTree\\.gen(\\.ts)?$',
        message: 'Take route types from #/lib/route-paths or the router.',
      },
    ],
  }),
  // The admin kit is what features are built from: it imports none of them, so no folder loop can form again.
  importsOf(['apps/web/src/admin-kit/**/*.{ts,tsx}'], {
    ...WEB_IMPORTS,
    patterns: [
      ...WEB_IMPORTS.patterns,
      {
        regex: '(^#/|\\.\\./)features(/|$)',
        message: 'The admin kit imports no feature: features import the kit.',
      },
    ],
  }),
  importsOf(['packages/domain/src/**/*.ts'], {
    paths: builtinModules.map((name) => ({
      name,
      message: '@shop/domain runs in the browser too: no Node modules.',
    })),
    patterns: [
      { group: ['@shop/*'], message: '@shop/domain is the bottom layer: it imports nothing of ours.' },
      { group: ['node:*'], message: '@shop/domain runs in the browser too: no Node modules.' },
    ],
  }),
  importsOf(['packages/api/src/**/*.ts'], {
    paths: [
      {
        name: 'typeorm',
        allowTypeImports: true,
        message: 'Procedures reach data through @shop/services, not TypeORM.',
      },
      {
        name: '@shop/db',
        allowTypeImports: true,
        message: 'Procedures reach data through @shop/services, not @shop/db.',
      },
    ],
    patterns: [
      {
        group: ['typeorm/*', '@shop/db/*'],
        allowTypeImports: true,
        message: 'Procedures reach data through @shop/services.',
      },
    ],
  }),
  importsOf(['packages/services/src/**/*.ts'], { patterns: SERVICES_IMPORTS }),
  // Services keep values only by stating a policy through the read seam; the cache behind it is the seam's own.
  importsOf(['packages/services/src/**/*.ts'], {
    ignores: ['packages/services/src/common/reads/**', 'packages/services/src/common/db.ts'],
    patterns: [
      ...SERVICES_IMPORTS,
      {
        regex: 'common/reads/count-cache\\.js$',
        message: "State a read policy instead (pagedQuery's `keep`, readKept in common/reads/policy.ts).",
      },
    ],
  }),
  {
    // A services folder takes from another only its *.service.ts files, its index.ts and its types.
    files: ['packages/services/src/*/**/*.ts'],
    ignores: TESTS,
    plugins: {
      shop: {
        rules: {
          'services-folder-imports': domainImports({
            servicesDir: path.join(import.meta.dirname, 'packages/services/src'),
            // The shared folders of domain-layout.test.ts (the fake S3 server aside): no domain's, every domain's.
            shared: ['common', 'images', 'mail', 'payments', 'storage'],
          }),
        },
      },
    },
    rules: { 'shop/services-folder-imports': 'error' },
  },
  importsOf(['packages/db/src/**/*.ts', 'packages/db/scripts/**/*.ts'], {
    patterns: [
      {
        group: ['@shop/services', '@shop/services/*', '@shop/api', '@shop/api/*'],
        message: '@shop/db sits below the services and the API.',
      },
    ],
  }),
  {
    // Playwright's own `test` knows no server: the suite's gives each worker the address of its own.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './test': it points each worker at its own server.",
            },
          ],
        },
      ],
    },
  },
);

import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noEffectSends from './eslint/rules/no-effect-sends.js';

/**
 * The layering of DESIGN.md, checked on every import: imports flow one way,
 * pages → ui → machines → api; server/ and i18n/ sit beside them, and
 * pageLoads/ (the pages' server-side loads) between pages/ and ui/: the
 * server gives it the domain's data in this process (`api/pageData.ts`). Only the
 * syntax parser is used (no type information), so the whole repository lints
 * in seconds.
 */
const root = import.meta.dirname;

/** Everything of ours that is not a layer's own folder: tests, scripts and seed content are never imported by a layer… */
const notForLayers = ['./tests', './model-tests', './scripts', './content'];

/** `from` folders forbidden to each layer, with the reason the layer exists. */
const zones = [
  {
    target: './api',
    from: ['./machines', './ui', './pages', './pageLoads', './i18n', './server', ...notForLayers],
    message: 'api/ imports nothing of ours but itself.',
  },
  {
    target: './machines',
    from: ['./ui', './pages', './pageLoads', './server', './i18n', ...notForLayers],
    message: 'machines/ are pure: api/ types and helpers only.',
  },
  {
    target: './pageLoads',
    from: ['./pages', './server', ...notForLayers],
    message: 'pageLoads/ read the domain through api/pageData.ts, never the server’s modules.',
  },
  {
    target: './ui',
    from: ['./pages', './pageLoads', './server', ...notForLayers],
    message: 'ui/ never reaches up into pages/ or into the server.',
  },
  {
    target: './pages',
    from: ['./machines', './server', ...notForLayers],
    message: 'pages/ are thin: pageLoads/, ui/, api/ and i18n/.',
  },
  {
    target: './i18n',
    from: ['./ui', './pages', './server', './machines', ...notForLayers],
    message: 'i18n/ depends on api/ types only.',
  },
  {
    target: './server',
    // The server seeds its store from content/; it never imports views, machines or the Lingui setup.
    from: ['./ui', './machines', './pages', './pageLoads', './i18n', './tests', './model-tests', './scripts'],
    message: 'server/ uses the api/ contract, never the views or machines.',
  },
];

/** Packages machines/ may not import: the charts run without React, Next or the Lingui runtime. */
const notForMachines = {
  message: 'machines/ never import next/*, React, @xstate/react or Lingui: they carry message keys and run anywhere.',
  names: ['react', 'react-dom', 'next', '@xstate/react'],
  groups: ['react/*', 'react-dom/*', 'next/*', '@xstate/react/*', '@lingui/*'],
  // esquery's regex literal cannot hold a slash: \x2F is one.
  dynamic: String.raw`^(react|react-dom|next|@xstate\x2Freact|@lingui\x2F[^\x2F]+)(\x2F.*)?$`,
};

export default [
  {
    ignores: [
      '**/node_modules/**',
      '.next/**',
      'next-env.d.ts',
      'i18n/locales/*/messages.ts',
      'i18n/locales/*/myPages.ts',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.data/**',
      '.model-coverage/**',
      '.bench/**',
      '.tmp/**',
      'public/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: {
      '@typescript-eslint': tseslint.plugin,
      'import-x': importX,
      'react-hooks': reactHooks,
      local: { rules: { 'no-effect-sends': noEffectSends } },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.d.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'prefer-rest-params': 'error',
    },
  },
  {
    // useModelCoverage and useViewTestHooks register vitest lifecycle hooks at a test file's top level; they are not React hooks.
    files: ['model-tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['api/**', 'machines/**', 'ui/**', 'pages/**', 'i18n/**', 'server/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    files: ['api/**', 'machines/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: notForMachines.names.map((name) => ({ name, message: notForMachines.message })),
          patterns: [{ group: notForMachines.groups, message: notForMachines.message }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${notForMachines.dynamic}/]`,
          message: notForMachines.message,
        },
      ],
    },
  },
  {
    files: ['i18n/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The field rules are plain functions of their own: formatting reads a date by the one date-string rule.
              regex: '^(\\.\\./)+api(/(?!validators/)|$)',
              allowTypeImports: true,
              message: 'i18n/ imports api/ types only (import type), and the plain rules of api/validators/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The router adapter is the one place that navigates; everything else asks a chart.
    files: ['ui/**'],
    ignores: ['ui/shell/RouterAdapter.tsx'],
    rules: {
      'local/no-effect-sends': 'error',
    },
  },
  {
    // Every actor the browser runs is created through the inspector's seam, so the statechart inspector sees it.
    files: ['ui/**'],
    ignores: ['ui/site/siteActors.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@xstate/react', importNames: ['useActorRef', 'useMachine'], message: 'Use useSiteActorRef (ui/site/siteActors.ts): the inspector sees every actor.' },
            { name: 'xstate', importNames: ['createActor', 'interpret'], message: 'Use createSiteActor (ui/site/siteActors.ts): the inspector sees every actor.' },
          ],
        },
      ],
    },
  },
];

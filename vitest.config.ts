import { transformAsync } from '@babel/core';
import { defineConfig, type Plugin } from 'vitest/config';
import { setSeedImageCache } from './scripts/seedImageCache.mjs';

/**
 * Compiles Lingui macros in tests the way the SWC plugin does in the Next
 * build, so components under test render the same message ids.
 */
function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('node_modules')) return null;
      if (!code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * DOM files of tests/ that run in jsdom, not happy-dom: happy-dom settles a
 * third-party `<script src>` by itself (an error: its script loading is off)
 * where ThirdParty plays its load and error; it computes an accessible name
 * with a space where a browser has none (AddressStep: before the comma after
 * a `<span>`); and the preview toggle's test moves the document's URL with
 * the view tests' helper, which reconfigures jsdom.
 */
const JSDOM_FILES = [
  'tests/ui/booking/steps/AddressStep.test.tsx',
  'tests/ui/editor/startPreviewToggle.test.tsx',
  'tests/ui/sections/ThirdParty.test.tsx',
];

/**
 * DOM files that mock app modules with fakes of their own (the session
 * context, the e-ID device, the staff directory, the log-in view, the
 * customer gate). In a shared module graph an app module stays bound to what
 * it imported for the first file that loaded it, so each of these files runs
 * with a graph of its own.
 */
const OWN_MODULE_GRAPH = [
  'tests/ui/booking/BookingWizard.test.tsx',
  'tests/ui/myPages/accountPage.test.tsx',
  'tests/ui/session/AccountChooser.test.tsx',
  'tests/ui/session/AccountMenu.test.tsx',
  'tests/ui/session/ExpiredSessionModal.test.tsx',
  'model-tests/views/postalCode.view.test.tsx',
  'model-tests/views/session.view.test.tsx',
  'model-tests/views/staffBooking.view.test.tsx',
  'model-tests/views/wizard.view.test.tsx',
];

export default defineConfig({
  plugins: [linguiMacros()],
  esbuild: { jsx: 'automatic' },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Transformed modules kept on disk (under node_modules, so `npm ci` clears them) between runs: a
    // listing or a rerun does not compile every file again (`npx vitest list` 22 s instead of 31 s).
    // Safe with the macro plugin above: its output depends on nothing but the file's text.
    experimental: { fsModuleCache: true },
    env: { SEED_IMAGE_CACHE: setSeedImageCache() },
    // Measured on this 2-core machine: three workers, as server tests wait on their servers, sockets and
    // child processes (165 s against 173 s with two, back to back; the default, one, leaves a core idle).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The node files share nothing at module level that a test changes: one module graph per worker, not per file.
          isolate: false,
          // Server files start real servers, and in a shared module graph the first test to reach a page loader
          // pays for loading it: past Vitest's 5 s on a busy 2-core machine.
          testTimeout: 20_000,
          include: ['tests/**/*.test.ts', 'model-tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
        },
      },
      // The DOM files: three projects (`--project 'dom*'` runs them all). Two
      // share one window and one module graph per worker, as a fresh
      // environment per file cost more than most files' tests;
      // tests/setup-dom.ts mocks what every DOM file shares (socket.io-client,
      // next/router, @xstate/react's probe) and undoes what a file leaves in
      // the window.
      {
        extends: true,
        test: {
          name: 'dom',
          // happy-dom: the component and page tests.
          environment: 'happy-dom',
          isolate: false,
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', ...JSDOM_FILES, ...OWN_MODULE_GRAPH],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-jsdom',
          // jsdom: the view model tests (their hooks move the document's URL
          // through jsdom) and the files that need what happy-dom does otherwise.
          environment: 'jsdom',
          isolate: false,
          include: ['model-tests/**/*.test.tsx', ...JSDOM_FILES],
          exclude: ['tests/e2e/**', ...OWN_MODULE_GRAPH],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          // A module graph per file: these files mock app modules with their own fakes.
          isolate: true,
          // Each file's first test loads the wizard's or My pages' whole graph: a walk from a form to a receipt took
          // 5.3 s on a busy machine (past Vitest's 5 s), about 2 s on a quiet one.
          testTimeout: 20_000,
          include: OWN_MODULE_GRAPH,
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});

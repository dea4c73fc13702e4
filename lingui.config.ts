import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Message ids are the spec's keys (`common.errors.default`); English is the
 * source text, Swedish the translation. `npm test` fails on a missing one.
 */
export default defineConfig({
  locales: ['sv', 'en'],
  sourceLocale: 'en',
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/i18n/locales/{locale}/messages',
      include: ['<rootDir>/ui', '<rootDir>/pages', '<rootDir>/i18n'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});

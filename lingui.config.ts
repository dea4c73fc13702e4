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
  // My pages' messages are a catalog of their own, loaded by My pages only
  // (`ui/myPages/MyPagesMessages.tsx`), so no other page downloads them.
  catalogs: [
    {
      path: '<rootDir>/i18n/locales/{locale}/messages',
      include: ['<rootDir>/ui', '<rootDir>/pages', '<rootDir>/i18n'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/ui/myPages/**', '<rootDir>/pages/mina-sidor/**', '<rootDir>/i18n/messages/myPages.ts'],
    },
    {
      path: '<rootDir>/i18n/locales/{locale}/myPages',
      include: ['<rootDir>/ui/myPages/**', '<rootDir>/pages/mina-sidor/**', '<rootDir>/i18n/messages/myPages.ts'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});

import type { Messages } from '@lingui/core';
import { messages as en } from './locales/en/messages';
import { messages as sv } from './locales/sv/messages';
import type { Locale } from './locales';
import { registerCatalog } from './setup';

/**
 * Both languages' catalogs, for the server (imported by `pages/_document`,
 * which only the server loads) and for tests; browsers get one language at
 * a time (see `i18n/setup.ts`).
 */
export const catalogs: Record<Locale, Messages> = { sv, en };
registerCatalog('sv', sv);
registerCatalog('en', en);

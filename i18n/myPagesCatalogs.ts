import type { Messages } from '@lingui/core';
import { messages as en } from './locales/en/myPages';
import { messages as sv } from './locales/sv/myPages';
import type { Locale } from './locales';

/** My pages' compiled catalogs (`npm run i18n`); imported by My pages only, so other pages do not download them. */
export const myPagesCatalogs: Record<Locale, Messages> = { sv, en };

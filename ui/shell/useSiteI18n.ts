import type { I18n } from '@lingui/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { createI18n, hasCatalog, loadCatalog } from '../../i18n/setup';

/**
 * The site's Lingui instance for the page's language. The first page has
 * its catalog in the HTML and the language toggle loads the other before it
 * navigates; any other way into a language not loaded yet keeps the last
 * language's texts for the moment its catalog takes to arrive.
 */
export function useSiteI18n(locale: Locale): I18n {
  const [, setLoads] = useState(0);
  const ready = hasCatalog(locale);
  const i18n = useMemo(() => (ready ? createI18n(locale) : undefined), [locale, ready]);
  const last = useRef<I18n | undefined>(i18n);
  if (i18n) last.current = i18n;
  useEffect(() => {
    if (!ready) void loadCatalog(locale).then(() => setLoads((count) => count + 1), () => {});
  }, [locale, ready]);
  if (!last.current) throw new Error(`No catalog for ${locale}`);
  return last.current;
}

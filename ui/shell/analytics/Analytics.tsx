import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { ConsentCategories } from '../../../api/contract/site';
import type { Locale } from '../../../i18n/locales';
import { useApi } from '../ApiContext';
import { analyticsUserId, connectAnalyticsSink, setAnalyticsConsent, track } from './track';

/**
 * The page's analytics (site.md §7): a page view for every address the tab
 * shows, the visitor's answer handed to `track` once it is read, and our
 * own endpoint's sender while statistics are allowed, whose code (and the
 * API client's, for its beacon) loads only then, after the page's first
 * load. Renders nothing.
 */
export function Analytics({
  settled,
  consent,
  appId,
  locale,
}: {
  /** Whether the visitor's stored answer has been read in this page load. */
  settled: boolean;
  /** The answer in force; null when the visitor has not answered. */
  consent: ConsentCategories | null;
  /** The host's app id; none on pages Next renders without our data. */
  appId: string | null;
  locale: Locale;
}) {
  const api = useApi();
  const { asPath, isReady } = useRouter();
  // A new address of the tab (Next's, without the language's prefix); the query and hash are no new page.
  const route = asPath.split(/[?#]/)[0];
  const statistics = consent?.statistics === true;
  const tagManager = statistics || consent?.marketing === true;

  // Before the answer below is handed over, so the page's first view is held for it.
  useEffect(() => {
    // The path as the visitor sees it, and only the path: a query may hold what a visitor typed.
    if (isReady) track('pageView', { path: window.location.pathname, lang: locale });
  }, [isReady, route, locale]);

  useEffect(() => {
    if (settled) setAnalyticsConsent({ statistics, tagManager });
  }, [settled, statistics, tagManager]);

  useEffect(() => {
    if (!settled || !statistics || appId === null) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./heapSender').then(({ createHeapSender }) => {
      if (left) return;
      const sender = createHeapSender({ api, appId, userId: analyticsUserId });
      connectAnalyticsSink(sender);
      stop = sender.stop;
    });
    return () => {
      left = true;
      connectAnalyticsSink(null);
      stop?.();
    };
  }, [settled, statistics, appId, api]);

  return null;
}

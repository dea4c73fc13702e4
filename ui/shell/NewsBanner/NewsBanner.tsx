import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import Link from 'next/link';
import type { WebConfig } from '../../../api/contract/content.schemas';
import { newsBannerMachine } from '../../../machines/shell/newsBanner/newsBanner.machine';
import { selectNewsBanner } from '../../../machines/shell/newsBanner/newsBanner.selectors';
import { NEWS_DISMISSED_COOKIE } from '../cookieNames';
import { writeCookie } from '../cookies';
import { isPlainVersion, NEWS_DISMISSED_ATTRIBUTE } from '../visitorMarks';
import { PREFETCH_IN_VIEW } from '../../components/prefetch';
import styles from './NewsBanner.module.css';
import { useSiteActorRef } from '../../site/siteActors';

/**
 * News banner from web config; hidden once its current version is dismissed.
 * The chart reads the news settings and the dismissed version once: other
 * settings, or the browser's cookie read after the server's, start a new
 * banner.
 */
export function NewsBanner({ webConfig, dismissedVersion }: { webConfig: WebConfig | null; dismissedVersion: string | null }) {
  const news = webConfig?.news;
  const key = news ? `${news.enabled}:${news.version}:${news.closeable}:${dismissedVersion ?? ''}` : 'none';
  return <NewsBannerChart key={key} webConfig={webConfig} dismissedVersion={dismissedVersion} />;
}

function NewsBannerChart({ webConfig, dismissedVersion }: { webConfig: WebConfig | null; dismissedVersion: string | null }) {
  const { t } = useLingui();
  const actor = useSiteActorRef(
    newsBannerMachine.provide({
      actions: {
        storeDismissedVersion: (_, { version }) => writeCookie(NEWS_DISMISSED_COOKIE, version, { days: 365 }),
      },
    }),
    { input: { dismissedVersion, news: webConfig?.news ?? null } },
  );
  const view = useSelector(actor, selectNewsBanner);

  const news = webConfig?.news;
  if (!view.visible || !news) return null;
  return (
    <aside className={styles.banner} aria-label={t({ id: 'shell.news.label', message: 'News' })} data-testid="news-banner">
      {/* Hidden before the first paint for a visitor who closed this version (see visitorMarks). */}
      {isPlainVersion(news.version) && (
        <style>{`html[${NEWS_DISMISSED_ATTRIBUTE}="${news.version}"] .${styles.banner}{display:none}`}</style>
      )}
      <p>
        <strong>{news.title}</strong>
        {news.description && <span> {news.description}</span>}
        {news.readMore && (
          <>
            {' '}
            <Link href={news.readMore.href} locale={false} prefetch={PREFETCH_IN_VIEW}>
              {news.readMore.title}
            </Link>
          </>
        )}
      </p>
      {view.closeable && (
        <button type="button" className={styles.close} onClick={() => actor.send({ type: 'banner.dismissed' })}>
          {news.close ?? <Trans id="shell.news.close">Close</Trans>}
        </button>
      )}
    </aside>
  );
}

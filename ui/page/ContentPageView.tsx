import { Trans, useLingui } from '@lingui/react/macro';
import Head from 'next/head';
import Link from 'next/link';
import Router from 'next/router';
import { useEffect, type ReactNode } from 'react';
import type { Page } from '../../api/contract/content.schemas';
import { formatDate } from '../../i18n/format';
import { PostalCodeForm } from '../booking/PostalCodeForm';
import { PostCategory } from '../components/PostCategory';
import { preloadSections, releaseWaitingSections } from '../sections/deferredSections';
import { Sections } from '../sections/Sections';
import { pushPageEvents, track } from '../shell/analytics/track';
import { ErrorActions } from './ErrorActions';
import type { ContentPageProps } from './types';
import styles from './ContentPageView.module.css';

/** SEO tags: title, description, canonical and the other language's address. */
function PageHead({ page, origin, isError, preview }: { page: Page; origin: string; isError: boolean; preview: boolean }) {
  const { seo } = page;
  return (
    <Head>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      {(seo.noIndex || isError || preview) && <meta name="robots" content="noindex" />}
      {/* An error shown in place of a page has no address of its own. */}
      {!isError && <link rel="canonical" href={`${origin}${page.path}`} />}
      {!isError && seo.hrefLang.sv && <link rel="alternate" hrefLang="sv" href={`${origin}${seo.hrefLang.sv}`} />}
      {!isError && seo.hrefLang.en && <link rel="alternate" hrefLang="en" href={`${origin}${seo.hrefLang.en}`} />}
    </Head>
  );
}

/** A post's heading block: category, date, title and tags. */
function PostHeader({ page }: { page: Page }) {
  const { t } = useLingui();
  const post = page.post;
  if (!post) return null;
  return (
    <header className={styles.postHeader}>
      <p className={styles.postMeta}>
        <span>
          <PostCategory category={post.category} />
        </span>{' '}
        · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, page.locale)}</time>
      </p>
      <h1>{page.title}</h1>
      <p className={styles.excerpt}>{post.excerpt}</p>
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t({ id: 'page.post.tags', message: 'Tags' })}>
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

/** Last resort when even the error entry could not be loaded. */
function BuiltInError({ code }: { code: number }) {
  return (
    <div className={styles.builtInError}>
      <h1>{code === 404 ? <Trans id="page.notFound.title">Page not found</Trans> : <Trans id="page.error.title">Something went wrong</Trans>}</h1>
      <p>
        {code === 404 ? (
          <Trans id="page.notFound.text">The page may have moved or no longer exists.</Trans>
        ) : (
          <Trans id="page.error.text">Please try again in a moment.</Trans>
        )}
      </p>
      <Link href="/">
        <Trans id="page.error.home">Go to the home page</Trans>
      </Link>
    </div>
  );
}

/**
 * Shown above a page in an editor's preview when what it shows is not what
 * visitors read: an unpublished page or post, a draft, or a draft FAQ
 * answer or unpublished post on the page. Visitors never get such a page.
 */
function PreviewBanner() {
  return (
    <p className={styles.previewBanner} role="note">
      <Trans id="page.preview.notPublished">Preview: not published</Trans>
    </p>
  );
}

/** A content page, a post, or the error entry shown in place of a page, with its special actions (`actions` in place of the usual ones). */
export function ContentPageView({ shell, page, error, preview = false, actions }: ContentPageProps & { actions?: ReactNode }) {
  // The next page's sections load their code with its data, so they show with the page rather than a moment after;
  // this page's sections that still wait for the screen hydrate first (React will not change a section it has not).
  useEffect(() => {
    const prepare = () => {
      releaseWaitingSections();
      void preloadSections();
    };
    Router.events.on('routeChangeStart', prepare);
    return () => Router.events.off('routeChangeStart', prepare);
  }, []);
  // Errors go to analytics with their status and path (site.md §8); the path only, as for page views.
  const errorCode = error?.code;
  const errorSlug = error?.slug;
  useEffect(() => {
    if (errorCode !== undefined) track('error', { status: errorCode, path: window.location.pathname, ...(errorSlug ? { slug: errorSlug } : {}) });
  }, [errorCode, errorSlug]);
  // The entry's own tag-manager events, once per page shown (not for a preview, which is no visit).
  const pageId = page?.id;
  const gtmEvents = page?.gtmEvents;
  useEffect(() => {
    if (pageId !== undefined && gtmEvents && gtmEvents.length > 0 && !preview) pushPageEvents(gtmEvents);
  }, [pageId, gtmEvents, preview]);
  if (!page) return <BuiltInError code={error?.code ?? 500} />;
  return (
    <article data-page-id={page.id} data-error-code={error?.code} data-preview={preview || undefined}>
      <PageHead page={page} origin={shell.origin} isError={error !== null} preview={preview} />
      {!page.published && !error && <PreviewBanner />}
      {page.type === 'Post' && <PostHeader page={page} />}
      <Sections sections={page.document.sections} PostalCodeForm={PostalCodeForm} />
      {error && (actions ?? <ErrorActions error={error} />)}
    </article>
  );
}

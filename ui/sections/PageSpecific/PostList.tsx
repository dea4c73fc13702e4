import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { content } from '../../../api/calls/content';
import type { PostSummary } from '../../../api/contract/content.schemas';
import { Button } from '../../components/Button';
import { cx } from '../../components/cx';
import { useApi } from '../../shell/ApiContext';
import { useAnswer } from '../../components/useAnswer';
import { useSite } from '../../shell/SiteContext';
import { PostCard } from '../RelatedArticles/RelatedArticles';
import common from '../Section.module.css';
import styles from './PageSpecific.module.css';

/** Category segment of the posts call when the editor names none. */
const ALL_CATEGORIES = 'all';

interface State {
  posts: PostSummary[];
  total: number;
  /** The last page loaded (0 before the first answer). */
  page: number;
  status: 'loading' | 'idle' | 'error';
}

const FIRST_PAGE: State = { posts: [], total: 0, page: 0, status: 'loading' };

/** A topic of the category's posts and how many posts have it. */
type TagCount = { tag: string; count: number };
const NO_TAGS: TagCount[] = [];

/**
 * The topics of a category's posts, to filter by (`GET
 * /v1/content/posts/{category}/tags`); none while loading and when the call
 * fails: the list then shows every post, unfiltered.
 */
function usePostTags(category: string): TagCount[] {
  return useAnswer(category, (api, signal) => api.call(content.postTags, { params: { category }, signal }))?.items ?? NO_TAGS;
}

/**
 * Posts of a category (or all), a page at a time with "load more", and the
 * topics to narrow them to one (`tags`). Give it a `key` of category and
 * language so a change starts over from page 1.
 */
export function PostList({ category }: { category?: string }) {
  const api = useApi();
  const { t } = useLingui();
  // The answer is in the page's language: a change of language fetches again.
  const { locale } = useSite();
  const segment = category || ALL_CATEGORIES;
  const tags = usePostTags(segment);
  const [tag, setTag] = useState<string | null>(null);
  const [state, setState] = useState<State>(FIRST_PAGE);
  // A new request object (page, or the same page again after an error) runs the effect.
  const [request, setRequest] = useState({ page: 1, attempt: 0 });

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading' }));
    api
      .call(content.posts, { params: { category: segment }, query: { page: request.page, ...(tag ? { tags: tag } : {}) }, signal: controller.signal })
      .then((body) =>
        setState((current) => {
          const known = new Set(current.posts.map((post) => post.id));
          const fresh = body.items.filter((post) => !known.has(post.id));
          return { posts: [...current.posts, ...fresh], total: body.total, page: request.page, status: 'idle' };
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'error' }));
      });
    return () => controller.abort();
  }, [api, segment, locale, request, tag]);

  const loadMore = () => setRequest({ page: state.page + 1, attempt: 0 });
  // Another topic starts the list over.
  const choose = (next: string | null) => {
    if (next === tag) return;
    setTag(next);
    setState(FIRST_PAGE);
    setRequest({ page: 1, attempt: 0 });
  };
  const retry = () => setRequest((current) => ({ ...current, attempt: current.attempt + 1 }));

  const firstLoad = state.page === 0;
  const more = state.posts.length < state.total;
  return (
    <div>
      {tags.length > 1 && (
        <div role="group" aria-label={t({ id: 'sections.postList.topics', message: 'Topics' })} className={styles.topics} data-testid="post-topics">
          <Button variant={tag === null ? 'primary' : 'secondary'} size="small" aria-pressed={tag === null} onClick={() => choose(null)}>
            <Trans id="sections.postList.allTopics">All</Trans>
          </Button>
          {tags.map(({ tag: topic, count }) => (
            <Button key={topic} variant={tag === topic ? 'primary' : 'secondary'} size="small" aria-pressed={tag === topic} onClick={() => choose(topic)}>
              {topic} <span className={styles.topicCount}>({count})</span>
            </Button>
          ))}
        </div>
      )}
      <div aria-live="polite">
      {state.posts.length > 0 && (
        <ul className={common.grid}>
          {state.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'loading' && (
        <p className={styles.status} aria-busy="true">
          <Trans id="sections.postList.loading">Loading articles…</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <div className={cx(styles.status, styles.error)} role="alert">
          <p>
            <Trans id="sections.postList.error">We could not load the articles.</Trans>
          </p>
          <Button variant="secondary" size="small" onClick={retry}>
            <Trans id="sections.pageSpecific.retry">Try again</Trans>
          </Button>
        </div>
      )}
      {state.status === 'idle' && !firstLoad && state.posts.length === 0 && (
        <p className={styles.status}>
          <Trans id="sections.postList.empty">There are no articles here yet.</Trans>
        </p>
      )}
      {state.status === 'idle' && more && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={loadMore}>
            <Trans id="sections.postList.loadMore">Load more articles</Trans>
          </Button>
        </div>
      )}
      </div>
    </div>
  );
}

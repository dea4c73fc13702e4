import { useCallback, useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { site } from '../../../api/calls/site';
import type { ResponseOf } from '../../../api/contract/endpoint';
import { formatDate } from '../../../i18n/format';
import { Button } from '../../components/Button';
import { cx } from '../../components/cx';
import { useApi } from '../../shell/ApiContext';
import { useSite } from '../../shell/SiteContext';
import common from '../Section.module.css';
import styles from './PageSpecific.module.css';
import { NewTabHint } from '../../components/NewTabHint';

type Job = ResponseOf<typeof site.careerJobs>['items'][number];
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; jobs: Job[] };

/** Open positions, fetched in the page's language. */
export function CareerJobs() {
  const api = useApi();
  const { locale } = useSite();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .call(site.careerJobs, { signal: controller.signal })
      .then((body) => setState({ status: 'ready', jobs: body.items }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [api, locale, attempt]);

  return (
    <div aria-busy={state.status === 'loading'} aria-live="polite">
      {state.status === 'loading' && (
        <p className={styles.status}>
          <Trans id="sections.careerJobs.loading">Loading open positions…</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <div className={cx(styles.status, styles.error)} role="alert">
          <p>
            <Trans id="sections.careerJobs.error">We could not load the open positions.</Trans>
          </p>
          <Button variant="secondary" size="small" onClick={retry}>
            <Trans id="sections.pageSpecific.retry">Try again</Trans>
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.jobs.length === 0 && (
        <p className={styles.status}>
          <Trans id="sections.careerJobs.empty">There are no open positions right now. Check back soon!</Trans>
        </p>
      )}
      {state.status === 'ready' && state.jobs.length > 0 && (
        <ul className={styles.jobs}>
          {state.jobs.map((job) => (
            <li key={job.id} className={cx(common.card, styles.job)}>
              <h3 className={styles.jobTitle}>
                <a href={job.applyUrl} target="_blank" rel="noopener noreferrer">
                  {job.title}
                  <NewTabHint />
                </a>
              </h3>
              <p className={styles.meta}>
                {job.city} · {job.department} ·{' '}
                <time dateTime={job.publishedAt}>{formatDate(job.publishedAt, locale, 'short')}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import type { Loaded } from './lazyModule';
import styles from './LazyFallback.module.css';

/**
 * What stands where code fetched when wanted (`lazyModule`) will be:
 * "Loading…" while it comes; if it did not, that it did not, with Try
 * again and, beside it, the screen's own way out (`children`: the Cancel
 * or Close its form or panel would have had).
 */
export function LazyFallback({ state, children }: { state: Pick<Loaded<unknown>, 'failed' | 'retry'>; children?: ReactNode }) {
  if (!state.failed) {
    return (
      <p role="status" className={styles.status}>
        <Trans id="common.loading">Loading…</Trans>
      </p>
    );
  }
  return (
    <div role="alert" className={styles.failed} data-testid="lazy-failed">
      <p>
        <Trans id="common.errors.partNotLoaded">This part of the page could not be loaded. Check your connection and try again.</Trans>
      </p>
      <div className={styles.buttons}>
        <Button size="small" onClick={state.retry}>
          <Trans id="common.retry">Try again</Trans>
        </Button>
        {children}
      </div>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import type { Loaded } from './lazyModule';
import styles from './LazyFallback.module.css';

/**
 * What stands where code fetched when wanted (`lazyModule`) will be:
 * "Loading…" while it comes; if it did not, that it did not, with Try
 * again and, beside it, the screen's own way out (`children`: the Cancel
 * or Close its form or panel would have had). The control that asked for
 * it is often gone (a Change button replaced by its form), so a focus left
 * on the page's body comes here until the screen itself takes it.
 */
export function LazyFallback({ state, children }: { state: Pick<Loaded<unknown>, 'failed' | 'retry'>; children?: ReactNode }) {
  const place = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) place.current?.focus({ preventScroll: true });
  }, [state.failed]);
  if (!state.failed) {
    return (
      <p ref={place} tabIndex={-1} role="status" className={styles.status}>
        <Trans id="common.loading">Loading…</Trans>
      </p>
    );
  }
  return (
    <div ref={place} tabIndex={-1} role="alert" className={styles.failed} data-testid="lazy-failed">
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

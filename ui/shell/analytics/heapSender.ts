import { site } from '../../../api/calls/site';
import type { ApiClient } from '../../../api/client/types';
import { randomId } from '../../../api/client/platform';
import { browserStorage, createAnonymousUserIdReader } from '../../../api/client/userId';
import type { AnalyticsEvent, AnalyticsSink } from './track';

/** Events of one call, at most (the endpoint takes 100). */
export const BATCH_SIZE = 20;
/** How long the first event of a batch waits for others before the batch goes. */
export const BATCH_DELAY_MS = 5_000;

interface HeapSenderOptions {
  api: ApiClient;
  /** The page's app id (the staff host's differs from the public site's, site.md §9). */
  appId: string;
  /** The visitor's anonymous id: by default the one the client keeps and sends as `X-UserId`. */
  identity?: () => string | undefined;
  /** The customer logged in, if any. */
  userId: () => string | null;
  /** The page that may go away (a test's stand-in); the browser's by default. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Pick<Document, 'visibilityState'> };
}

/**
 * Sends the visitor's analytics to our own `/v1/heap/track`, in batches: a
 * batch goes when it is full or has waited `BATCH_DELAY_MS`, and whatever
 * is left goes with `sendBeacon` when the page is hidden or goes away (the
 * browser delivers a beacon after the page is gone). Each batch has its own
 * `idempotency_key`, the same on the client's retries, so a retried batch
 * is stored once. A batch that fails after the retries is dropped: analytics
 * never hold up or trouble the page.
 */
export function createHeapSender({
  api,
  appId,
  identity = createAnonymousUserIdReader(browserStorage()),
  userId,
  target = window,
}: HeapSenderOptions): AnalyticsSink & { stop(): void } {
  // A page that made no call yet has no client for a beacon: it comes now, not as the page goes.
  api.prepare?.();
  let batch: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const bodyOf = (events: AnalyticsEvent[]) => {
    const user = userId();
    return {
      app_id: appId,
      identity: identity() ?? randomId(),
      ...(user === null ? {} : { user_id: user }),
      idempotency_key: randomId(),
      events,
    };
  };

  const send = (leaving: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    const body = bodyOf(batch);
    batch = [];
    if (leaving && api.beacon?.(site.heapTrack, { body })) return;
    // The client has logged a failure already.
    api.call(site.heapTrack, { body }).catch(() => undefined);
  };

  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') send(true);
  };
  const onPageHide = () => send(true);
  target.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', onPageHide);

  const discard = () => {
    clearTimeout(timer);
    timer = undefined;
    batch = [];
  };

  return {
    add(event) {
      batch.push(event);
      if (batch.length >= BATCH_SIZE) send(false);
      else timer ??= setTimeout(() => send(false), BATCH_DELAY_MS);
    },
    discard,
    // Only when statistics are taken back (the page going away sends, above): what is left is not sent.
    stop() {
      discard();
      target.removeEventListener('visibilitychange', onHidden);
      target.removeEventListener('pagehide', onPageHide);
    },
  };
}

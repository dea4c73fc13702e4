import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from 'next/router';
import { useId, useRef } from 'react';
import { routePath, withLocalePrefix } from '../../../api/routes';
import { Button } from '../../components/Button';
import { useModalFocus } from '../../components/useModalFocus';
import { useSite } from '../../shell/SiteContext';
import { useSession } from '../SessionContext';
import styles from './ExpiredSessionModal.module.css';

/**
 * The expired-session modal (spec §2 "Modals"): shown when a customer call
 * answered 401 while logged in.
 * - 'Log in' goes to the log-in route with `referrer` = the current path
 *   (on the log-in page itself, it stays with its own `referrer`), then
 *   `expiredModal.loginRequested` (log out without redirect, hide).
 * - 'Our services' goes home: it sends `expiredModal.closed`, whose logout
 *   redirects home, so one event both ends the session and navigates.
 * - Closing (× or Escape) sends `expiredModal.closed` (log out with redirect).
 * Both buttons are hidden in webview; closing still works there.
 */
export function ExpiredSessionModal() {
  const { t } = useLingui();
  const { view, send } = useSession();
  const { locale, webview } = useSite();
  const router = useRouter();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const open = view.showExpiredModal;

  useModalFocus(dialogRef, open);

  if (!open) return null;

  const close = () => send({ type: 'expiredModal.closed' });

  const logIn = async () => {
    // The current path and query (hash dropped) in its public, language-prefixed form: the log-in page returns there.
    const here = withLocalePrefix(router.asPath.split('#')[0] ?? '/', locale);
    const logInPage = routePath('myPages', locale);
    // Already on the log-in page (the server sent a page behind login here): its own referrer is where to return.
    const target = here.split('?')[0] === logInPage ? here : `${logInPage}?referrer=${encodeURIComponent(here)}`;
    await router.push(target, undefined, { locale: false });
    send({ type: 'expiredModal.loginRequested' });
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={styles.dialog}
        data-testid="expired-session-modal"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          <Trans id="session.expiredModal.title">Your session has expired</Trans>
        </h2>
        <p id={descriptionId} className={styles.description}>
          <Trans id="session.expiredModal.description">
            For your security you have been logged out. Log in again to continue where you were.
          </Trans>
        </p>
        {!webview && (
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={close}>
              <Trans id="session.expiredModal.services">Our services</Trans>
            </Button>
            <Button variant="primary" onClick={() => void logIn()}>
              <Trans id="session.expiredModal.logIn">Log in</Trans>
            </Button>
          </div>
        )}
        <button
          type="button"
          className={styles.close}
          onClick={close}
          aria-label={t({ id: 'session.expiredModal.close', message: 'Close' })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

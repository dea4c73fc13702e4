import { useLingui } from '@lingui/react/macro';
import type { SnackbarNotice } from '../../../machines/shell/snackbar/snackbar.types';
import styles from './Snackbar.module.css';

/**
 * The snackbar region is always in the page so screen readers announce a new
 * message (errors assertively, others politely).
 */
export function Snackbar({ notice, onClose }: { notice: SnackbarNotice | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" className="visually-hidden">
        {notice && notice.type !== 'error' ? i18n._(notice.messageKey, notice.values) : ''}
      </div>
      <div role="alert" className="visually-hidden">
        {notice?.type === 'error' ? i18n._(notice.messageKey, notice.values) : ''}
      </div>
      {notice && (
        <div className={styles.snackbar} data-type={notice.type} data-testid="snackbar">
          <p>{i18n._(notice.messageKey, notice.values)}</p>
          {!notice.persistent && (
            <button type="button" onClick={onClose} className={styles.close} aria-label={t({ id: 'shell.snackbar.close', message: 'Close message' })}>
              ×
            </button>
          )}
        </div>
      )}
    </div>
  );
}
